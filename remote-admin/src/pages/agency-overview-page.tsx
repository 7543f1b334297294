import { formatRangeInWords } from '@beacon/shared/format';
import { GridCard, PageHeader } from '@beacon/shared/ui';
import { Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  OVERVIEW_RANGES,
  useAgencyOverview,
  type ClientOverview,
  type OverviewRange,
} from '../features/agency-overview/get-agency-overview';
import { overviewColumns } from '../features/agency-overview/overview-columns';

/**
 * agency-overview (agency staff): every client on one page, its spend over a range, its live campaigns at pacing
 * risk, its overdue balance and its alerts that hold; each client opens its portal. No client to pick first.
 */
export default function AgencyOverviewPage() {
  const [range, setRange] = useState<OverviewRange>('Last 30 days');
  const overview = useAgencyOverview(range);
  const columns = useMemo(() => overviewColumns(range), [range]);
  const over = overview.data?.over;
  return (
    <Flex vertical gap={20}>
      <PageHeader
        extra={
          <Flex gap={8} align="center" wrap>
            <label htmlFor="overview-range">Spend over</label>
            <Select<OverviewRange>
              id="overview-range"
              value={range}
              onChange={setRange}
              options={OVERVIEW_RANGES.map((value) => ({ value, label: value }))}
              style={{ minWidth: 160 }}
            />
          </Flex>
        }
      />
      {over && (
        <Typography.Text type="secondary">
          Spend from {formatRangeInWords(over.startDate, over.endDate)}; pacing to yesterday, outside 90–110% of plan;
          overdue as Billing shows it.
        </Typography.Text>
      )}
      <GridCard<ClientOverview>
        query={overview}
        rows={overview.data?.clients}
        columns={columns}
        rowKey={(c) => c.clientId}
        noun={{ one: 'client', other: 'clients' }}
        emptyTitle="No clients"
        csvFileName="agency-overview"
      />
    </Flex>
  );
}
