import { formatInteger } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { Grid, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { segmentTypeLabel } from '../features/audiences/audience-columns';
import { AudienceCard, AudienceViewPage } from './audience-frame';
import { useAudiences } from '../features/audiences/get-audiences';

/** The insights of an audience, each a page of its own. */
const INSIGHTS = [
  { label: 'Web insights', path: paths.webInsights },
  { label: 'Audience composition', path: paths.audienceComposition },
];

function Segments({ clientId, advertiserId }: { clientId: number; advertiserId: number }) {
  const audiences = useAudiences(clientId, advertiserId);
  // On a phone each segment's links go under it: beside it they would push the page wider than the screen.
  const beside = Grid.useBreakpoint().sm ?? true;
  return (
    <AudienceCard label="Segments" query={audiences} failed="The audiences could not be loaded">
      {(rows) => (
        <List
          itemLayout={beside ? 'horizontal' : 'vertical'}
          dataSource={rows}
          renderItem={(a) => (
            <List.Item
              // Under the row, the links start where its name does (antd pushes them to the right).
              styles={{ actions: beside ? undefined : { marginInlineStart: 0 } }}
              actions={INSIGHTS.map((insight) => (
                <Link
                  key={insight.label}
                  to={insight.path(clientId, advertiserId, a.id)}
                  aria-label={`${insight.label} of ${a.name}`}
                >
                  {insight.label}
                </Link>
              ))}
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
    </AudienceCard>
  );
}

/** `/clients/{clientId}/audiences/{advertiserId}/segment-analysis`: each audience, with its insights. */
export default function SegmentAnalysisPage() {
  return <AudienceViewPage view="segment-analysis" title="Segment analysis" body={Segments} />;
}
