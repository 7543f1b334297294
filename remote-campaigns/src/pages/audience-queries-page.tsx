import { ArrowLeftOutlined } from '@ant-design/icons';
import { parseId, paths } from '@beacon/shared/paths';
import { ButtonLink, EmptyState, LoadFailed } from '@beacon/shared/ui';
import { Card, Col, Row, Skeleton } from 'antd';
import { useParams } from 'react-router';
import type { InsightPage } from '../features/audiences/audience-types';
import { useAudienceReports } from '../features/audiences/get-audience-reports';
import { useAudiences } from '../features/audiences/get-audiences';
import { QueryBars } from '../features/audiences/query-bars';
import { AudienceFrame } from './audience-frame';
import { OutOfReach } from '@beacon/shared/ui';

/** The audience's reports that show on this page, each run by its query's name, side by side on wide screens. */
function PageReports({ clientId, audienceId, page }: { clientId: number; audienceId: number; page: InsightPage }) {
  const reports = useAudienceReports(clientId, audienceId);
  if (reports.isLoading) return <Skeleton active />;
  if (reports.isError)
    return <LoadFailed title="The audience's reports could not be loaded" onRetry={() => void reports.refetch()} />;
  const shown = (reports.data ?? []).filter((r) => r.page === page);
  if (shown.length === 0)
    return (
      <Card>
        <EmptyState title="No Reports" />
      </Card>
    );
  return (
    <Row gutter={[16, 16]}>
      {shown.map((report) => (
        <Col key={report.id} xs={24} lg={Math.max(8, Math.floor(24 / shown.length))}>
          <QueryBars clientId={clientId} audienceId={audienceId} queryName={report.queryName} title={report.name} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * An insight page of an audience (its reports listed for `page`), behind the advertiser gate: its heading names the
 * audience, and a link leads back to the advertiser's segment analysis.
 */
export function AudienceQueriesPage({ title, page }: { title: string; page: InsightPage }) {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const advertiserId = parseId(params.advertiserId);
  const audienceId = parseId(params.audienceId);
  const audiences = useAudiences(clientId ?? 0, clientId === null ? null : advertiserId);
  const audience = audiences.data?.find((a) => a.id === audienceId);
  if (audienceId === null) return <OutOfReach />;
  const back = clientId !== null && advertiserId !== null && (
    <ButtonLink to={paths.segmentAnalysis(clientId, advertiserId)} icon={<ArrowLeftOutlined aria-hidden />}>
      Segment analysis
    </ButtonLink>
  );
  return (
    <AudienceFrame view={null} title={audience ? `${title}: ${audience.name}` : title} extra={back}>
      {(context) => <PageReports clientId={context.clientId} audienceId={audienceId} page={page} />}
    </AudienceFrame>
  );
}
