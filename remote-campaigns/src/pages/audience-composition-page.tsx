import { AudienceQueriesPage } from './audience-queries-page';

const QUERIES = [
  { queryName: 'AGE', title: 'Age' },
  { queryName: 'GENDER', title: 'Gender' },
  { queryName: 'INCOME', title: 'Income' },
] as const;

/** `.../segment-analysis/{audienceId}/audience-composition`: the audience by age, gender and income. */
export default function AudienceCompositionPage() {
  return <AudienceQueriesPage title="Audience composition" queries={[...QUERIES]} />;
}
