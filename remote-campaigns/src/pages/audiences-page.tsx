import { isOutOfReach, loadStatusOf } from '@beacon/shared/api';
import { formatIsoDate } from '@beacon/shared/format';
import { parseId, paths } from '@beacon/shared/paths';
import { DataGrid, OutOfReach, PageHeader } from '@beacon/shared/ui';
import { Card, Flex, Select, Space } from 'antd';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAdvertisers } from '../features/advertisers/get-advertisers';
import { AUDIENCE_COLUMNS, HistoryContext } from '../features/audiences/audience-columns';
import type { Audience } from '../features/audiences/audience-types';
import { CountsHistoryCard } from '../features/audiences/counts-history-card';
import { useAudiences } from '../features/audiences/get-audiences';

const NOUN = { one: 'audience', other: 'audiences' };

/**
 * `/clients/{clientId}/audiences?advertiser=&audience=`: an advertiser's audiences with their counts, and the
 * chosen audience's count history. The first advertiser is chosen when none is.
 */
export default function AudiencesPage() {
  const clientId = parseId(useParams().clientId);
  const [search, setSearch] = useSearchParams();
  const advertisers = useAdvertisers(clientId);
  const list = advertisers.data?.rows ?? [];
  const advertiserId = parseId(search.get('advertiser') ?? undefined) ?? list[0]?.id ?? null;
  const audiences = useAudiences(clientId ?? 0, advertiserId);
  const audienceId = parseId(search.get('audience') ?? undefined);
  const selected = audiences.data?.find((a) => a.id === audienceId) ?? null;
  const history = useMemo(
    () => ({
      selected: audienceId,
      select: (a: Audience) =>
        setSearch({ advertiser: String(a.advertiserId), audience: String(a.id) }, { replace: true }),
    }),
    [audienceId, setSearch],
  );

  if (clientId === null || (advertisers.isError && isOutOfReach(advertisers.error))) return <OutOfReach />;
  return (
    <Flex vertical gap={20}>
      <PageHeader
        extra={
          advertiserId !== null && (
            <Space wrap>
              <Link to={paths.audienceTaxonomy(clientId, advertiserId)}>Taxonomy</Link>
              <Link to={paths.segmentAnalysis(clientId, advertiserId)}>Segment analysis</Link>
            </Space>
          )
        }
      />
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        <HistoryContext.Provider value={history}>
          <DataGrid<Audience>
            rows={advertiserId === null && advertisers.isSuccess ? [] : audiences.data}
            columns={AUDIENCE_COLUMNS}
            rowKey={(a) => a.id}
            status={loadStatusOf(advertiserId === null ? advertisers : audiences)}
            onRetry={() => void audiences.refetch()}
            noun={NOUN}
            emptyTitle="No Audiences"
            csvFileName={`audiences-advertiser-${advertiserId}-${formatIsoDate(new Date())}`}
            toolbar={
              <Select
                aria-label="Advertiser"
                showSearch={{ optionFilterProp: 'label' }}
                value={advertiserId ?? undefined}
                loading={advertisers.isLoading}
                onChange={(id: number) => setSearch({ advertiser: String(id) }, { replace: true })}
                options={list.map((a) => ({ value: a.id, label: a.name }))}
                style={{ minWidth: 220 }}
              />
            }
          />
        </HistoryContext.Provider>
      </Card>
      {selected && <CountsHistoryCard clientId={clientId} audience={selected} />}
    </Flex>
  );
}
