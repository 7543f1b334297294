import { CLIENT_ROUTE, type RemoteManifest, type RemoteName, type RemoteRoute } from '@beacon/shared/contract';
import { parseId } from '@beacon/shared/paths';
import { areaRoutes, type RouteHandle } from '@beacon/shared/runtime';
import type { ReactElement, ReactNode } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import { AreaFrame } from '../areas/area-frame';
import { AreaLoading } from '../areas/area-loading';
import { AreaUnavailable } from '../areas/area-unavailable';
import { useAreasStore, type Area } from '../federation/areas-store';
import { loadWithReload } from '../federation/chunk-reload';
import { ClientHomeRedirect, LandingRedirect, RedirectIfSignedIn, RequireSession } from '../auth/guards';
import { SIGN_IN_SCREENS } from '../pages/auth/sign-in-screens';
import { ClientSelectPage } from '../pages/client-select-page';
import { TermsOfUsePage } from '../pages/terms-of-use-page';
import { NotFoundPage } from '../pages/not-found-page';
import { NotificationsPage } from '../notifications/notifications-page';
import { ProfilePage } from '../pages/profile-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { HOST_ROUTES, type HostRoutePath } from './host-routes';
import { usePageTitle } from './page-title';
import { RoutedSignIn } from './routed-sign-in';
import { ShellLayout } from './shell-layout';
import { useClient } from '../clients/use-client';

/** The pages of the host's own routes (declared with their menu entries in `host-routes.ts`). */
const HOST_PAGES: Record<HostRoutePath, ReactElement> = {
  notifications: <NotificationsPage />,
  profile: <ProfilePage />,
};

/** Each area's pages, made once per state of the area (a page's code is asked for once, not on every visit). */
const pagesOfArea = new WeakMap<Area, Map<string, ReactNode>>();

const routeId = (scope: RemoteRoute['scope'], path: string) => `${scope}:${path}`;

function pageOf(area: Area, manifest: RemoteManifest, id: string): ReactNode {
  let pages = pagesOfArea.get(area);
  if (!pages) {
    const routes = areaRoutes(manifest, {
      loadPage: (loader) => loadWithReload(loader),
      wrap: (route, page) => (
        <AreaFrame area={area} route={route}>
          {page}
        </AreaFrame>
      ),
    });
    pages = new Map();
    for (const scope of ['client', 'root'] as const) {
      for (const route of routes[scope]) pages.set(routeId(scope, route.path!), route.element);
    }
    pagesOfArea.set(area, pages);
  }
  return pages.get(id) ?? <NotFoundPage />;
}

/**
 * One route of an area, whatever the area's state: its page once the area's manifest is here, the page's shape
 * while it loads, why not when it cannot be loaded (with Retry). It reads the state itself, so an area loading,
 * failing or coming back redraws its own routes only: the router, and the page in view, stay as they are.
 */
function AreaRoute({ name, scope, path }: { name: RemoteName; scope: RemoteRoute['scope']; path: string }) {
  const area = useAreasStore((state) => state.areas[name]);
  if (!area) return <NotFoundPage />;
  if (area.status === 'ready' && area.manifest) return pageOf(area, area.manifest, routeId(scope, path));
  const route = routesOf(area).find((r) => r.scope === scope && r.path === path);
  if (area.status === 'loading' && route) return <AreaLoading name={name} route={route} />;
  return <AreaUnavailable name={name} />;
}

/** The routes an area declares: its manifest's once loaded, the registry's outline of them before. */
const routesOf = (area: Area): readonly Omit<RemoteRoute, 'page'>[] =>
  (area.status === 'ready' ? area.manifest?.routes : undefined) ?? area.outline?.routes ?? [];

/** What the router is made from: each area's route paths. An area's state is not part of it (see AreaRoute). */
export function routingKey(areas: Area[]): string {
  return areas
    .map(
      (area) =>
        `${area.name}=${routesOf(area).map((r) => routeId(r.public ? 'root' : r.scope, r.path) + (r.public ? '!' : ''))}`,
    )
    .join('|');
}

/** The routes of every area, under / and under /clients/:clientId. */
export function areaRouteObjects(areas: Area[]): { client: RouteObject[]; root: RouteObject[]; open: RouteObject[] } {
  const routes: { client: RouteObject[]; root: RouteObject[]; open: RouteObject[] } = {
    client: [],
    root: [],
    open: [],
  };
  for (const area of areas) {
    for (const route of routesOf(area)) {
      // A public route (a share link's page) sits outside the session and the portal's frame.
      routes[route.public && route.scope === 'root' ? 'open' : route.scope].push({
        path: route.path,
        element: <AreaRoute name={area.name} scope={route.scope} path={route.path} />,
        errorElement: <RouteErrorPage />,
        handle: { title: route.title, remote: area.name } satisfies RouteHandle,
      });
    }
  }
  return routes;
}

/** `/clients/:clientId` holds only base-10 integer ids; anything else is not found. Spec section 2. */
function ClientScope() {
  const client = useClient(parseId(useParams().clientId));
  return client.status === 'notFound' ? <NotFoundPage /> : <Outlet />;
}

/** Every page, signed in or not, titles the document. */
function TitledOutlet() {
  usePageTitle();
  return <Outlet />;
}

/** The router, built from the routes the areas declare. The host holds no code of any remote. */
export function buildRoutes(areas: Area[]): RouteObject[] {
  const { client, root, open } = areaRouteObjects(areas);
  return [
    {
      element: <TitledOutlet />,
      children: [
        {
          path: '/auth',
          element: (
            <RedirectIfSignedIn>
              <RoutedSignIn />
            </RedirectIfSignedIn>
          ),
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to="login" replace /> },
            ...SIGN_IN_SCREENS.map(({ path, title, Page }) => ({ path, element: <Page />, handle: { title } })),
          ],
        },
        ...open,
        {
          path: '/terms-of-use',
          element: (
            <RequireSession termsPending>
              <TermsOfUsePage />
            </RequireSession>
          ),
          handle: { title: 'Terms of use' },
        },
        {
          path: '/',
          element: (
            <RequireSession>
              <ShellLayout />
            </RequireSession>
          ),
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <LandingRedirect /> },
            { path: 'client-select', element: <ClientSelectPage />, handle: { title: 'Choose a client' } },
            ...HOST_ROUTES.map((route) => ({
              path: route.path,
              element: HOST_PAGES[route.path],
              handle: { title: route.title },
            })),
            ...root,
            {
              path: CLIENT_ROUTE,
              element: <ClientScope />,
              children: [
                { index: true, element: <ClientHomeRedirect /> },
                ...client,
                { path: '*', element: <NotFoundPage /> },
              ],
            },
            { path: '*', element: <NotFoundPage />, handle: { title: 'Not found' } },
          ],
        },
      ],
    },
  ];
}
