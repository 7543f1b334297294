import { hubDelete, hubPost, hubPut, hubQueryOptions, type HubBody, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

const LIST = '/clients/{clientId}/dashboards-custom';
const ONE = '/clients/{clientId}/dashboards-custom/{id}';
export type CustomDashboard = HubData<typeof ONE>;
export type Widget = CustomDashboard['widgets'][number];
export type LayoutItem = CustomDashboard['layout'][number];
export type NewCustomDashboard = HubBody<typeof LIST>;
export type DashboardChange = HubBody<typeof ONE, 'put'>;
export type DashboardTemplate = HubData<'/clients/{clientId}/dashboards-custom/templates'>[number];

/** `GET .../dashboards-custom`: the user's own dashboards and those shared in the client. */
export const customDashboardsQuery = (clientId: number) => hubQueryOptions(LIST, { path: { clientId } });
/** Under an advertiser, its dashboards and the client-wide ones; for every advertiser (null), all of them. */
export const useCustomDashboards = (clientId: number, advertiserId: number | null) =>
  useQuery({
    ...customDashboardsQuery(clientId),
    select: (rows: CustomDashboard[]) =>
      advertiserId === null ? rows : rows.filter((d) => d.advertiserId === null || d.advertiserId === advertiserId),
  });

/** `GET .../dashboards-custom/templates`: what a new dashboard may start from. */
export const useDashboardTemplates = (clientId: number) =>
  useQuery({
    ...hubQueryOptions('/clients/{clientId}/dashboards-custom/templates', { path: { clientId } }),
    staleTime: Infinity,
  });

/** `GET .../dashboards-custom/{id}`: 404 (another's private dashboard, or out of reach) is the page's to say. */
export const customDashboardQuery = (clientId: number, id: number) =>
  hubQueryOptions(ONE, { path: { clientId, id } }, { silentOn: [404] });
export const useCustomDashboard = (clientId: number, id: number) => useQuery(customDashboardQuery(clientId, id));

export const createCustomDashboard = (clientId: number, body: NewCustomDashboard) =>
  hubPost(LIST, { path: { clientId }, body });

/** `PUT .../dashboards-custom/{id}`: Save sends the dashboard whole. */
export const saveCustomDashboard = (clientId: number, id: number, body: DashboardChange) =>
  hubPut(ONE, { path: { clientId, id }, body });

export const deleteCustomDashboard = (clientId: number, id: number) => hubDelete(ONE, { path: { clientId, id } });
