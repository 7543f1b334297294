import { hubQueryOptions, type HubData } from '@beacon/shared';
import { useQuery } from '@tanstack/react-query';

export type DashboardChecks = HubData<'/admin-checks/dashboards'>;
export type ClientCheck = DashboardChecks['clients'][number];

/** `GET /api/admin-checks/dashboards`: every client's dashboards and connections, checked now. */
export const dashboardChecksQuery = () => hubQueryOptions('/admin-checks/dashboards', {});

export const useDashboardChecks = () => useQuery({ ...dashboardChecksQuery(), staleTime: 0 });
