import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { PageLoader, RemoteManifest, RemoteName, RemoteRoute } from '../contract/manifest';
import { PageNotBuilt, RouteHeadingContext, RouteLoading } from '@beacon/shared/ui';

/** What the router keeps about each matched route: the page title and the area it belongs to. */
export interface RouteHandle {
  title: string;
  remote: RemoteName;
}

export interface AreaRouteOptions {
  /** Wraps a page loader, for example to reload once when a chunk fails to load. */
  loadPage?: (loader: PageLoader) => Promise<{ default: ComponentType }>;
  /** Wraps each page, for example with an access guard. */
  wrap?: (route: RemoteRoute, page: ReactNode) => ReactNode;
  errorElement?: ReactNode;
}

export interface AreaRoutes {
  /** Routes to place under /clients/:clientId. */
  client: RouteObject[];
  /** Routes to place under /. */
  root: RouteObject[];
}

function pageElement(route: RemoteRoute, options: AreaRouteOptions): ReactNode {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  if (!route.page) return <PageNotBuilt title={route.title} />;
  const loader = route.page;
  const Page = lazy(() => (options.loadPage ? options.loadPage(loader) : loader()));
  return (
    <RouteHeadingContext.Provider value={{ title: route.title, description: route.description, shape: route.loading }}>
      <Suspense fallback={<RouteLoading />}>
        <Page />
      </Suspense>
    </RouteHeadingContext.Provider>
  );
}

/** The react-router routes of one remote, from its manifest: the same for the host and the standalone harness. */
export function areaRoutes(manifest: RemoteManifest, options: AreaRouteOptions = {}): AreaRoutes {
  const routes: AreaRoutes = { client: [], root: [] };
  for (const route of manifest.routes) {
    const page = pageElement(route, options);
    routes[route.scope].push({
      path: route.path,
      element: options.wrap ? options.wrap(route, page) : page,
      errorElement: options.errorElement,
      handle: { title: route.title, remote: manifest.remote } satisfies RouteHandle,
    });
  }
  return routes;
}
