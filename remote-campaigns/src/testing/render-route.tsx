import { areaRoutes, setSignedIn, type CurrentUser } from '@beacon/shared';
import { installTimerMessageChannel, aUser, createTestQueryClient, QueryWrapper } from '@beacon/shared/testing';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { manifest } from '../manifest';

installTimerMessageChannel();

// A page arrives lazily and antd draws slowly under jsdom (slower still on a shared two-core machine): give screens time.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

// A wide screen: every `min-width` media query matches, so columns kept for wide screens are drawn.
const wide = (query: string) => ({
  matches: /min-width/.test(query),
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: wide });

/** Where the router is now, for tests that follow a redirect or a link. */
export const location = { pathname: '', search: '' };

function Routes() {
  const here = useLocation();
  location.pathname = here.pathname;
  location.search = here.search;
  return useRoutes([{ path: '/clients/:clientId', children: areaRoutes(manifest).client }]);
}

/** Who is signed in for a test: a client admin of Acme unless the test says otherwise. */
export function signIn(user: Partial<CurrentUser> = {}) {
  setSignedIn(aUser(user));
}

/** Renders this remote's manifest routes at an address, as the host mounts them under /clients/:clientId. */
export function renderRoute(path: string, user?: Partial<CurrentUser>, client = createTestQueryClient()) {
  signIn(user);
  return render(
    <QueryWrapper client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>
      </App>
    </QueryWrapper>,
  );
}
