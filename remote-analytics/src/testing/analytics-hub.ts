import { fakeHubPerTest } from '@beacon/shared/testing';
import { analyticsRoutes } from './analytics-fixtures';

/**
 * A test file's fake hub (`fakeHubPerTest`) with the answers an advertiser's analytics pages need, and `sent`: what
 * the test's pages sent to one address with one method.
 */
export function analyticsHubPerTest() {
  const hub = fakeHubPerTest(analyticsRoutes());
  return Object.assign(hub, {
    sent: (method: string, url: string) => hub.requests.filter((r) => r.method === method && r.url === url),
  });
}
