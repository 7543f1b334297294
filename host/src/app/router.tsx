import { areaRoutes, parseId, type RouteHandle } from '@beacon/shared';
import type { ReactElement } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import { AreaFrame } from '../areas/area-frame';
import { AreaLoading } from '../areas/area-loading';
import { AreaUnavailable } from '../areas/area-unavailable';
import type { Area } from '../federation/areas-store';
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

function routesOfArea(area: Area): { client: RouteObject[]; root: RouteObject[] } {
  if (area.status === 'ready' && area.manifest) {
    return areaRoutes(area.manifest, {
      loadPage: (loader) => loadWithReload(loader),
      wrap: (route, page) => (
        <AreaFrame area={area} route={route}>
          {page}
        </AreaFrame>
      ),
      errorElement: <RouteErrorPage />,
    });
  }
  // Not loaded yet, down or refused: its paths (from the registry outline) load it, or show why, with Retry.
  const routes: { client: RouteObject[]; root: RouteObject[] } = { client: [], root: [] };
  for (const route of area.outline?.routes ?? []) {
    routes[route.scope].push({
      path: route.path,
      element:
        area.status === 'loading' ? (
          <AreaLoading name={area.name} route={route} />
        ) : (
          <AreaUnavailable name={area.name} />
        ),
      handle: { title: route.title, remote: area.name } satisfies RouteHandle,
    });
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

/** The router, built from the manifests the host loaded. The host holds no code of any remote. */
export function buildRoutes(areas: Area[]): RouteObject[] {
  const client: RouteObject[] = [];
  const root: RouteObject[] = [];
  for (const area of areas) {
    const routes = routesOfArea(area);
    client.push(...routes.client);
    root.push(...routes.root);
  }
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
              path: 'clients/:clientId',
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
