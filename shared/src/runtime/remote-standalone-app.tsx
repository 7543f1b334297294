import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@beacon/shared/api';
import { App as AntApp, ConfigProvider, Layout, List, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import type { RemoteManifest } from '../contract/manifest';
import { themeFor } from '@beacon/shared/ui';
import { areaRoutes } from './manifest-routes';

/** A route pattern with sample values, so the harness can link to every page of the remote. */
function sampleHref(path: string, scope: 'client' | 'root'): string {
  const filled = path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, '1');
  return scope === 'client' ? `/clients/1/${filled}` : `/${filled}`;
}

function HarnessIndex({ manifest }: { manifest: RemoteManifest }) {
  return (
    <List
      header={<Typography.Title level={3}>{manifest.title}: standalone</Typography.Title>}
      dataSource={manifest.routes}
      renderItem={(route) => (
        <List.Item>
          <Link to={sampleHref(route.path, route.scope)}>{route.title}</Link>
          <Typography.Text type="secondary">{route.path}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

/**
 * One remote as an app of its own: its own antd provider and router, as a parcel must bring them. The
 * standalone harness mounts it; so does the host when a manifest asks for isolation.
 */
export function RemoteStandaloneApp({
  manifest,
  basename,
  queryClient,
}: {
  manifest: RemoteManifest;
  basename?: string;
  queryClient?: QueryClient;
}) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const router = useMemo(() => {
    const routes = areaRoutes(manifest);
    return createBrowserRouter(
      [
        {
          path: '/',
          element: (
            <Layout style={{ minHeight: '100vh' }}>
              <Layout.Content style={{ padding: 24 }}>
                <Outlet />
              </Layout.Content>
            </Layout>
          ),
          children: [
            { index: true, element: <HarnessIndex manifest={manifest} /> },
            { path: 'clients/:clientId', children: routes.client },
            ...routes.root,
          ],
        },
      ],
      basename ? { basename } : undefined,
    );
  }, [manifest, basename]);
  return (
    <QueryClientProvider client={ownClient}>
      <ConfigProvider theme={themeFor()}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
