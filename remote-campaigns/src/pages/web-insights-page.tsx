import { PageNotBuilt } from '@beacon/shared';

export default function Page() {
  return <PageNotBuilt title="web-insights-page" />;
}
