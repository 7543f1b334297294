import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type DashboardChecks = HubData<'/admin-checks/dashboards'>;
export type ClientCheck = DashboardChecks['clients'][number];

/** `GET /api/admin-checks/dashboards`: one page of clients' dashboards and connections, checked now. */
export const dashboardChecksQuery = (search: string, page: number, pageSize: number) =>
  hubQueryOptions('/admin-checks/dashboards', { query: { search: search || undefined, page, pageSize } });

export const useDashboardChecks = (search: string, page: number, pageSize: number) =>
  useQuery({ ...dashboardChecksQuery(search, page, pageSize), staleTime: 0, placeholderData: keepPreviousData });
