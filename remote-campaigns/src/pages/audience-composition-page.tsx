import { AudienceQueriesPage } from './audience-queries-page';

/** `.../segment-analysis/{audienceId}/audience-composition`: the audience's composition reports (age, gender, income). */
export default function AudienceCompositionPage() {
  return <AudienceQueriesPage title="Audience composition" page="audience-composition" />;
}
