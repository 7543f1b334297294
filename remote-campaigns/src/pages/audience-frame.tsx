import { AdvertiserGate, type AdvertiserContext } from '@beacon/shared/access';
import { paths } from '@beacon/shared/paths';
import { PageHeader, PageTabs } from '@beacon/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadedRows } from '../ui/loaded-rows';

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
 * The frame of the advertiser-scoped audience pages, behind the advertiser gate every area shares (nothing while
 * access is pending, 'Not found' when denied): the advertiser's name, and the views of its audiences.
 */
export function AudienceFrame({
  view,
  title,
  extra,
  children,
}: {
  view: AudienceView | null;
  title: string;
  /** The header's actions (an insight page's way back to its audiences). */
  extra?: ReactNode;
  children: (context: AdvertiserContext) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <AdvertiserGate>
      {(context) => (
        <Flex vertical gap={16}>
          <PageHeader title={title} description={context.advertiser.name} extra={extra} />
          {view && (
            <PageTabs
              activeKey={view}
              onChange={(key) => void navigate(viewPath(context.clientId, context.advertiserId, key as AudienceView))}
              items={VIEWS.map((v) => ({ key: v.key, label: v.label }))}
              style={{ marginBottom: -8 }}
            />
          )}
          {children(context)}
        </Flex>
      )}
    </AdvertiserGate>
  );
}

/** A tab of the advertiser's audiences (`view`), its body drawn for the advertiser in the address. */
export function AudienceViewPage({
  view,
  title,
  body: Body,
}: {
  view: AudienceView;
  title: string;
  body: ComponentType<{ clientId: number; advertiserId: number }>;
}) {
  return (
    <AudienceFrame view={view} title={title}>
      {({ clientId, advertiserId }) => <Body clientId={clientId} advertiserId={advertiserId} />}
    </AudienceFrame>
  );
}

/** A card of the advertiser's audiences, named `label`: the rows its query reads, 'No Audiences' for none. */
export function AudienceCard<Row>({
  label,
  query,
  failed,
  children,
}: {
  label: string;
  query: UseQueryResult<Row[]>;
  /** What a failure says ('The audiences could not be loaded'). */
  failed: string;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <Card role="region" aria-label={label}>
      <LoadedRows query={query} rows={query.data} failed={failed} emptyTitle="No Audiences">
        {children}
      </LoadedRows>
    </Card>
  );
}
