import { formatInteger } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { EmptyState, LoadFailed } from '@beacon/shared/ui';
import { Card, Grid, List, Skeleton, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { segmentTypeLabel } from '../features/audiences/audience-columns';
import { AudienceFrame } from './audience-frame';
import { useAudiences } from '../features/audiences/get-audiences';

function Segments({ clientId, advertiserId }: { clientId: number; advertiserId: number }) {
  const audiences = useAudiences(clientId, advertiserId);
  // On a phone each segment's links go under it: beside it they would push the page wider than the screen.
  const beside = Grid.useBreakpoint().sm ?? true;
  return (
    <Card role="region" aria-label="Segments">
      {audiences.isLoading && <Skeleton active />}
      {audiences.isError && (
        <LoadFailed title="The audiences could not be loaded" onRetry={() => void audiences.refetch()} />
      )}
      {audiences.data?.length === 0 && <EmptyState title="No Audiences" />}
      {audiences.data && audiences.data.length > 0 && (
        <List
          itemLayout={beside ? 'horizontal' : 'vertical'}
          dataSource={audiences.data}
          renderItem={(a) => (
            <List.Item
              // Under the row, the links start where its name does (antd pushes them to the right).
              styles={{ actions: beside ? undefined : { marginInlineStart: 0 } }}
              actions={[
                <Link
                  key="web"
                  to={paths.webInsights(clientId, advertiserId, a.id)}
                  aria-label={`Web insights of ${a.name}`}
                >
                  Web insights
                </Link>,
                <Link
                  key="composition"
                  to={paths.audienceComposition(clientId, advertiserId, a.id)}
                  aria-label={`Audience composition of ${a.name}`}
                >
                  Audience composition
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={a.name}
                description={
                  <Space wrap>
                    <Typography.Text type="secondary">{segmentTypeLabel(a.segmentType)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatInteger(a.counts.deviceCount ?? 0)} devices
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** `/clients/{clientId}/audiences/{advertiserId}/segment-analysis`: each audience, with its insights. */
export default function SegmentAnalysisPage() {
  return (
    <AudienceFrame view="segment-analysis" title="Segment analysis">
      {({ clientId, advertiserId }) => <Segments clientId={clientId} advertiserId={advertiserId} />}
    </AudienceFrame>
  );
}
