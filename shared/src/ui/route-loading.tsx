import { Flex } from 'antd';
import { PageHeader } from './page-header';
import { PageLoading } from './page-loading';
import { useRouteHeading } from './route-heading';

/**
 * A route's page while its code arrives. When the route's heading does not depend on data (it has a
 * description), the heading shows at once, where the page will show it; below it, the shape of the page to come.
 */
export function RouteLoading() {
  const heading = useRouteHeading();
  if (!heading?.description) return <PageLoading shape={heading?.shape} />;
  return (
    <Flex vertical gap={20}>
      <PageHeader />
      <PageLoading shape={heading.shape} />
    </Flex>
  );
}
