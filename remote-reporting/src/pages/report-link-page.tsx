import { OutOfReach, PageHeader, PageLoading } from '@beacon/shared/ui';
import { ExportOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Flex, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { destinationLabel } from '../features/custom-reports/destinations';
import { useCustomReports } from '../features/custom-reports/get-custom-reports';
import { useSuiteScope } from '../ui/scope';
import { SuitePage } from './suite-page';

/** `dashboards/reports/{reportName}` and `/{advertiserId}/dashboards/{dashboardName}`: one custom report. */
function ReportLink() {
  const params = useParams();
  const name = params.reportName ?? params.dashboardName ?? '';
  const { clientId, advertiserId, link } = useSuiteScope();
  const reports = useCustomReports(clientId, advertiserId);
  if (reports.status !== 'success') return <PageLoading />;
  const report = (reports.data ?? []).find((r) => r.name === name);
  if (!report) return <OutOfReach />;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to={link('dashboards')}>Dashboards</Link> }, { title: report.name }]} />
      <PageHeader
        title={report.name}
        description={<Tag>{destinationLabel(report.destination)}</Tag>}
        extra={
          <Button type="primary" icon={<ExportOutlined />} href={report.url} target="_blank" rel="noreferrer">
            Open report
          </Button>
        }
      />
      <Card>
        <Typography.Paragraph>{report.description || 'No description.'}</Typography.Paragraph>
        <Typography.Text type="secondary">
          This report is kept at {new URL(report.url).host}: it opens in a new tab.
        </Typography.Text>
      </Card>
    </Flex>
  );
}

export default function ReportLinkPage() {
  return (
    <SuitePage>
      <ReportLink />
    </SuitePage>
  );
}
