import { AudienceQueriesPage } from './audience-queries-page';

const QUERIES = [
  { queryName: 'WEB_INSIGHTS', title: 'Top domains' },
  { queryName: 'INTERESTS', title: 'Top categories' },
] as const;

/** `.../segment-analysis/{audienceId}/web-insights`: the audience's top domains and interest categories. */
export default function WebInsightsPage() {
  return <AudienceQueriesPage title="Web insights" queries={[...QUERIES]} />;
}
