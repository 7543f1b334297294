import { parseId } from '@beacon/shared';
import { Col, Row } from 'antd';
import { useParams } from 'react-router';
import { AudienceAdvertiserGate } from './audience-advertiser-gate';
import { QueryBars } from '../features/audiences/query-bars';
import { NotReachable } from './not-reachable';

/** `.../segment-analysis/{audienceId}/audience-composition`: the audience by age, gender and income. */
export default function AudienceCompositionPage() {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const audienceId = parseId(params.audienceId);
  if (audienceId === null) return <NotReachable />;
  return (
    <AudienceAdvertiserGate
      clientId={clientId}
      advertiserId={parseId(params.advertiserId)}
      view={null}
      title="Audience composition"
    >
      {() => (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <QueryBars clientId={clientId!} audienceId={audienceId} queryName="AGE" title="Age" />
          </Col>
          <Col xs={24} lg={8}>
            <QueryBars clientId={clientId!} audienceId={audienceId} queryName="GENDER" title="Gender" />
          </Col>
          <Col xs={24} lg={8}>
            <QueryBars clientId={clientId!} audienceId={audienceId} queryName="INCOME" title="Income" />
          </Col>
        </Row>
      )}
    </AudienceAdvertiserGate>
  );
}
