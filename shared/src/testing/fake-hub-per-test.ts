import { clearError } from '@beacon/shared/session';
import { fakeHub } from './fake-hub';
import type { FakeRoute, FakeRoutes } from './fake-hub-routes';

/**
 * A test file's fake hub: the routes its tests share, faked anew for each test by `start` (a test's own routes
 * replace those of the same address), restored after it; the error banner starts each test empty.
 */
export function fakeHubPerTest<D extends Record<string, FakeRoute>>(routes: D & FakeRoutes<D>) {
  let hub: ReturnType<typeof fakeHub> | undefined;
  beforeEach(() => clearError());
  afterEach(() => {
    hub?.restore();
    hub = undefined;
  });
  return {
    /** Fakes the hub for this test: the file's routes, with the test's own over them. */
    start<R extends Record<string, FakeRoute>>(overrides?: R & FakeRoutes<R>) {
      hub = fakeHub<Record<string, FakeRoute>>({ ...routes, ...overrides });
      return hub;
    },
    /** What this test's pages asked the hub, in order. */
    get requests() {
      if (!hub) throw new Error('The fake hub answers once the test has started it.');
      return hub.requests;
    },
  };
}
