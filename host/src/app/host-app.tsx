import { createQueryClient } from '@beacon/shared/api';
import { resetAllStores } from '@beacon/shared/session';
import { themeFor, useBrandStore } from '@beacon/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { StartingShell } from '../app-shell/starting-shell';
import type { RuntimeConfig } from '../auth/runtime-config';
import { RuntimeConfigContext } from '../auth/runtime-config-context';
import { watchSession } from '../auth/session-watch';
import { useAreasStore, type Area } from '../federation/areas-store';
import { watchForNewVersions } from '../federation/version-watch';
import { followDemoController } from './demo-controller-link';
import { useReducedMotion } from './reduced-motion';
import { buildRoutes, routingKey } from './router';

function Router() {
  const areas = useAreasStore((state) => state.areas);
  const key = routingKey(Object.values(areas) as Area[]);
  // Made again only when an area's routes themselves change (a release with other paths), never as areas load:
  // a new router would mount the page in view a second time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the routing key changes, not on every store write
  const router = useMemo(() => createBrowserRouter(buildRoutes(Object.values(areas) as Area[])), [key]);
  useEffect(() => followDemoController((path) => void router.navigate(path)), [router]);
  return <RouterProvider router={router} />;
}

/** The one server-state cache of the page: every remote mounted in the host's tree reads it. */
const queryClient = createQueryClient();

export function HostApp({ config }: { config: RuntimeConfig }) {
  const started = useAreasStore((state) => state.started);
  const brand = useBrandStore((state) => state.brand);
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(() => themeFor(brand, { reducedMotion }), [brand, reducedMotion]);
  useEffect(() => watchForNewVersions(), []);
  useEffect(
    () =>
      watchSession(() => {
        resetAllStores();
        window.location.assign('/auth/login');
      }),
    [],
  );
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={appTheme}>
          <AntApp>{started ? <Router /> : <StartingShell />}</AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
