import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import type { RemoteManifest } from '../contract/manifest';
import { areaRoutes } from '../runtime/manifest-routes';
import { setSignedIn, type CurrentUser } from '../session/session-store';
import { installMatchMedia, installWindowWidth } from './match-media';
import { createTestQueryClient, QueryWrapper } from './query-wrapper';
import { aUser } from './users';

/** A wide screen: every `min-width` media query matches, so columns kept for wide screens are drawn. */
const showWideScreen = () => installMatchMedia((query) => /min-width/.test(query));

/** Where the router is now, for tests that follow a redirect or a link. */
export const routerLocation = { pathname: '', search: '' };

function ManifestRoutes({ manifest }: { manifest: RemoteManifest }) {
  const here = useLocation();
  routerLocation.pathname = here.pathname;
  routerLocation.search = here.search;
  const routes = areaRoutes(manifest);
  return useRoutes([
    { path: '/clients/:clientId', children: routes.client },
    ...routes.root.map((route) => ({ ...route, path: `/${route.path}` })),
    { path: '/', element: <p>Home</p> },
  ]);
}

export interface RenderRouteOptions {
  /** A fresh cache unless the test counts requests or invalidates through its own. */
  client?: ReturnType<typeof createTestQueryClient>;
  /** Signs in an Acme client admin changed by what is given; without it the session is left as the test set it. */
  user?: Partial<CurrentUser>;
  /** A window this many px wide (antd's breakpoints read it); without it, a wide screen. */
  width?: number;
}

/**
 * Renders a remote's manifest routes at an address as the host mounts them: client routes under
 * /clients/:clientId, root routes at the top, on a wide screen (or one `width` px wide), inside antd's App and a
 * query cache.
 */
export function renderManifestRoute(manifest: RemoteManifest, path: string, options: RenderRouteOptions = {}) {
  if (options.width === undefined) showWideScreen();
  else installWindowWidth(options.width);
  if (options.user) setSignedIn(aUser(options.user));
  return render(
    <QueryWrapper client={options.client ?? createTestQueryClient()}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <ManifestRoutes manifest={manifest} />
        </MemoryRouter>
      </App>
    </QueryWrapper>,
  );
}
