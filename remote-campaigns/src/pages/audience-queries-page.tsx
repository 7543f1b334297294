import { parseId } from '@beacon/shared';
import { Col, Row } from 'antd';
import type { ComponentProps } from 'react';
import { useParams } from 'react-router';
import { QueryBars } from '../features/audiences/query-bars';
import { AudienceAdvertiserGate } from './audience-advertiser-gate';
import { NotReachable } from './not-reachable';

type Query = Pick<ComponentProps<typeof QueryBars>, 'queryName' | 'title'>;

/** An audience's query results side by side (one column each on wide screens), behind the advertiser gate. */
export function AudienceQueriesPage({ title, queries }: { title: string; queries: Query[] }) {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const audienceId = parseId(params.audienceId);
  if (audienceId === null) return <NotReachable />;
  return (
    <AudienceAdvertiserGate clientId={clientId} advertiserId={parseId(params.advertiserId)} view={null} title={title}>
      {() => (
        <Row gutter={[16, 16]}>
          {queries.map((query) => (
            <Col key={query.queryName} xs={24} lg={24 / queries.length}>
              <QueryBars clientId={clientId!} audienceId={audienceId} queryName={query.queryName} title={query.title} />
            </Col>
          ))}
        </Row>
      )}
    </AudienceAdvertiserGate>
  );
}
