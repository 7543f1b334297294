import { PageLoading, themeFor } from '@beacon/shared';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useAreasStore, type Area } from '../federation/areas-store';
import { watchForNewVersions } from '../federation/version-watch';
import { buildRoutes } from './router';

/** A key that changes only when what the router is built from changes: which areas are mounted, and how. */
function routingKey(areas: Area[]): string {
  return areas.map((a) => `${a.name}:${a.status}:${a.version}`).join('|');
}

function Router() {
  const areas = useAreasStore((state) => state.areas);
  const key = routingKey(Object.values(areas) as Area[]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the routing key changes, not on every store write
  const router = useMemo(() => createBrowserRouter(buildRoutes(Object.values(areas) as Area[])), [key]);
  return <RouterProvider router={router} />;
}

export function HostApp() {
  const started = useAreasStore((state) => state.started);
  useEffect(() => watchForNewVersions(), []);
  return (
    <ConfigProvider theme={themeFor()}>
      <AntApp>{started ? <Router /> : <PageLoading />}</AntApp>
    </ConfigProvider>
  );
}
