import { areaRoutes } from '@beacon/shared';
import { installTimerMessageChannel, createTestQueryClient, QueryWrapper } from '@beacon/shared/testing';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { manifest } from '../manifest';

installTimerMessageChannel();

// A page arrives lazily and antd draws slowly under jsdom: give screens time to settle.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

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

/** Where the router is now, for tests that follow a redirect. */
export const location = { pathname: '' };

function Routes() {
  location.pathname = useLocation().pathname;
  const routes = areaRoutes(manifest);
  return useRoutes([
    { path: '/clients/:clientId', children: routes.client },
    ...routes.root.map((route) => ({ ...route, path: `/${route.path}` })),
    { path: '/', element: <p>Home</p> },
  ]);
}

/** Renders this remote's manifest routes at an address, as the host mounts them. */
export function renderRoute(path: string, client = createTestQueryClient()) {
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
