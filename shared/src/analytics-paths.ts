import { paths } from './paths';

/** Links into the analytics area's reporting-suite pages (another remote owns them: link, never import). */
export const analyticsPaths = {
  dataConnections: (clientId: number | string, advertiserId: number | string) =>
    paths.client(clientId, `reporting-suite/${advertiserId}/data-connections`),
  dashboard: (clientId: number | string, advertiserId: number | string, dashboardId: number | string) =>
    paths.client(clientId, `reporting-suite/${advertiserId}/dashboards/dap/${dashboardId}`),
  assistant: (clientId: number | string, advertiserId: number | string, campaignId?: number | string) =>
    paths.client(
      clientId,
      `reporting-suite/${advertiserId}/assistant${campaignId === undefined ? '' : `/${campaignId}`}`,
    ),
} as const;
