import { type LoadStatus } from '@beacon/shared/api';
import { formatIsoDate } from '@beacon/shared/format';
import { DataGrid, type GridColumn } from '@beacon/shared/ui';
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

/** What sets the campaign filters' lists apart: their columns, what a row is called, and what an empty one says. */
interface ListKind<Row> {
  columns: readonly GridColumn<Row>[];
  noun: { one: string; other: string };
  emptyDescription: string;
}

/** One of the page's lists in the shared grid, in the server's order until a column is sorted; the CSV is dated. */
function FilterGrid<Row extends { id: number }>({
  rows,
  status,
  onRetry,
  toolbar,
  csvName,
  ...kind
}: ListKind<Row> & Omit<GridProps<Row>, 'clientId'>) {
  return (
    <DataGrid<Row>
      {...kind}
      rows={rows}
      rowKey={(row) => row.id}
      status={status}
      onRetry={onRetry}
      emptyTitle="No Campaigns"
      csvFileName={`${csvName}-${formatIsoDate(new Date())}`}
      toolbar={toolbar}
    />
  );
}

const CAMPAIGNS = {
  noun: { one: 'campaign', other: 'campaigns' },
  emptyDescription: 'Campaigns for this client will appear here once they are planned.',
};

/** Campaigns, in the server's order (statuses in display order) until a column is sorted. */
export function CampaignsGrid({ clientId, ...grid }: GridProps<CampaignRow>) {
  const columns = useMemo(() => campaignColumns(clientId), [clientId]);
  return <FilterGrid<CampaignRow> {...grid} {...CAMPAIGNS} columns={columns} />;
}

const PROPOSALS: ListKind<RfpForm> = {
  columns: proposalColumns(),
  noun: { one: 'proposal', other: 'proposals' },
  emptyDescription: 'There are no proposals in play.',
};

/** Request-for-proposal forms still in play, newest first. */
export function ProposalsGrid(grid: Omit<GridProps<RfpForm>, 'clientId'>) {
  return <FilterGrid<RfpForm> {...grid} {...PROPOSALS} />;
}
