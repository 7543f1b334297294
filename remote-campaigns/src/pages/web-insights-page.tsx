import { AudienceQueriesPage } from './audience-queries-page';

/** `.../segment-analysis/{audienceId}/web-insights`: the audience's reports for web insights (top domains, categories). */
export default function WebInsightsPage() {
  return <AudienceQueriesPage title="Web insights" page="web-insights" />;
}
