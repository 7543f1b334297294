import { hubDelete, hubPost } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomReport, NewCustomReport } from './custom-report-types';
import { campaignReportsQuery } from './get-custom-reports';

const PATH = '/clients/{clientId}/campaigns/{campaignId}/custom-reports' as const;

/**
 * Create and delete a campaign's custom reports. Spec section 4: a created report is appended to the list and
 * a deleted one removed by id, so the cached list changes in place instead of loading again.
 */
export function useCustomReportChanges(clientId: number, campaignId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = campaignReportsQuery(clientId, campaignId);
  const create = useMutation({
    mutationFn: (body: NewCustomReport) => hubPost(PATH, { path: { clientId, campaignId }, body }),
    onSuccess: (created) => queryClient.setQueryData<CustomReport[]>(queryKey, (list) => [...(list ?? []), created]),
  });
  const remove = useMutation({
    mutationFn: (customReportId: number) =>
      hubDelete(`${PATH}/{customReportId}`, { path: { clientId, campaignId, customReportId } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<CustomReport[]>(queryKey, (list) => list?.filter((r) => r.id !== id)),
  });
  return { create, remove };
}
