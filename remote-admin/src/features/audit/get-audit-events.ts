import { hubPageQueryOptions, type HubData } from '@beacon/shared/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type AuditEvent = HubData<'/audit-events'>[number];

/** `GET /api/audit-events`: user-management changes, newest first, one page at a time. */
export const auditEventsQuery = (search: string, page: number, pageSize: number) =>
  hubPageQueryOptions('/audit-events', { query: { search: search || undefined, page, pageSize } });

export const useAuditEvents = (search: string, page: number, pageSize: number) =>
  useQuery({ ...auditEventsQuery(search, page, pageSize), placeholderData: keepPreviousData });
