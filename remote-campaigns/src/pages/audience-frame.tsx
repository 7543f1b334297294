import { useAdvertiserAccess } from '@beacon/shared/access';
import { paths } from '@beacon/shared/paths';
import { LoadFailed, PageHeader, PageTabs } from '@beacon/shared/ui';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NotReachable } from './not-reachable';
import type { Advertiser } from '../features/advertisers/advertiser-types';
import { useAdvertiser } from '../features/advertisers/get-advertiser';
import { isRefused } from '../features/refused';

const VIEWS = [
  { key: 'audiences', label: 'Audiences' },
  { key: 'taxonomy', label: 'Taxonomy' },
  { key: 'segment-analysis', label: 'Segment analysis' },
] as const;
export type AudienceView = (typeof VIEWS)[number]['key'];

const viewPath = (clientId: number, advertiserId: number, view: AudienceView) =>
  view === 'audiences'
    ? paths.audiences(clientId, advertiserId)
    : view === 'taxonomy'
      ? paths.audienceTaxonomy(clientId, advertiserId)
      : paths.segmentAnalysis(clientId, advertiserId);

/**
 * The frame of the advertiser-scoped audience pages: the advertiser access check (nothing while pending, 'Not
 * found' when denied), the advertiser's name, and the views of its audiences.
 */
export function AudienceAdvertiserGate({
  clientId,
  advertiserId,
  view,
  title,
  extra,
  children,
}: {
  clientId: number | null;
  advertiserId: number | null;
  view: AudienceView | null;
  title: string;
  /** The header's actions (an insight page's way back to its audiences). */
  extra?: ReactNode;
  children: (advertiser: Advertiser) => ReactNode;
}) {
  const navigate = useNavigate();
  const advertiser = useAdvertiser(clientId, advertiserId);
  const access = useAdvertiserAccess(advertiserId, advertiser.data?.id);
  if (clientId === null || access === 'DENY' || (advertiser.isError && isRefused(advertiser.error)))
    return <NotReachable />;
  if (advertiser.isError)
    return <LoadFailed title="The advertiser could not be loaded" onRetry={() => void advertiser.refetch()} />;
  if (access === 'PENDING' || !advertiser.data) return null;
  const a = advertiser.data;
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} description={a.name} extra={extra} />
      {view && (
        <PageTabs
          activeKey={view}
          onChange={(key) => void navigate(viewPath(clientId, a.id, key as AudienceView))}
          items={VIEWS.map((v) => ({ key: v.key, label: v.label }))}
          style={{ marginBottom: -8 }}
        />
      )}
      {children(a)}
    </Flex>
  );
}
