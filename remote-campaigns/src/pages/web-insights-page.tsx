import { parseId } from '@beacon/shared';
import { Col, Row } from 'antd';
import { useParams } from 'react-router';
import { AudienceAdvertiserGate } from './audience-advertiser-gate';
import { QueryBars } from '../features/audiences/query-bars';
import { NotReachable } from './not-reachable';

/** `.../segment-analysis/{audienceId}/web-insights`: the audience's top domains and interest categories. */
export default function WebInsightsPage() {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const audienceId = parseId(params.audienceId);
  if (audienceId === null) return <NotReachable />;
  return (
    <AudienceAdvertiserGate
      clientId={clientId}
      advertiserId={parseId(params.advertiserId)}
      view={null}
      title="Web insights"
    >
      {() => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <QueryBars clientId={clientId!} audienceId={audienceId} queryName="WEB_INSIGHTS" title="Top domains" />
          </Col>
          <Col xs={24} lg={12}>
            <QueryBars clientId={clientId!} audienceId={audienceId} queryName="INTERESTS" title="Top categories" />
          </Col>
        </Row>
      )}
    </AudienceAdvertiserGate>
  );
}
