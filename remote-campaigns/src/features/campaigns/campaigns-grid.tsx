import { type LoadStatus } from '@beacon/shared/api';
import { formatIsoDate } from '@beacon/shared/format';
import { DataGrid } from '@beacon/shared/ui';
import { useMemo, type ReactNode } from 'react';
import { campaignColumns } from './campaign-columns';
import type { CampaignRow, RfpForm } from './campaign-types';
import { proposalColumns } from './proposal-columns';

interface GridProps<Row> {
  clientId: number;
  rows: Row[] | undefined;
  status: LoadStatus;
  onRetry: () => void;
  toolbar?: ReactNode;
  csvName: string;
}

const CAMPAIGNS = { one: 'campaign', other: 'campaigns' };
const PROPOSALS = { one: 'proposal', other: 'proposals' };

/** Campaigns in the shared grid, in the server's order (statuses in display order) until a column is sorted. */
export function CampaignsGrid({ clientId, rows, status, onRetry, toolbar, csvName }: GridProps<CampaignRow>) {
  const columns = useMemo(() => campaignColumns(clientId), [clientId]);
  return (
    <DataGrid<CampaignRow>
      rows={rows}
      columns={columns}
      rowKey={(c) => c.id}
      status={status}
      onRetry={onRetry}
      noun={CAMPAIGNS}
      emptyTitle="No Campaigns"
      emptyDescription="Campaigns for this client will appear here once they are planned."
      csvFileName={`${csvName}-${formatIsoDate(new Date())}`}
      toolbar={toolbar}
    />
  );
}

/** Request-for-proposal forms still in play, newest first. */
export function ProposalsGrid({ rows, status, onRetry, toolbar, csvName }: GridProps<RfpForm>) {
  const columns = useMemo(() => proposalColumns(), []);
  return (
    <DataGrid<RfpForm>
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      status={status}
      onRetry={onRetry}
      noun={PROPOSALS}
      emptyTitle="No Campaigns"
      emptyDescription="There are no proposals in play."
      csvFileName={`${csvName}-${formatIsoDate(new Date())}`}
      toolbar={toolbar}
    />
  );
}
