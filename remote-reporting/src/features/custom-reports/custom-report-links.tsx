import { EmptyState } from '@beacon/shared/ui';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { destinationLabel } from './destinations';
import type { CustomReport } from './get-custom-reports';

/** The dashboard's custom reports as cards, each opening its own page. */
export function CustomReportLinks({
  reports,
  hrefOf,
}: {
  reports: CustomReport[];
  hrefOf: (r: CustomReport) => string;
}) {
  if (reports.length === 0)
    return <EmptyState title="No custom reports" description="Custom reports added for this client appear here." />;
  return (
    <Row gutter={[12, 12]}>
      {reports.map((report) => (
        <Col key={report.id} xs={24} md={12} xl={8}>
          <Card
            size="small"
            title={<Link to={hrefOf(report)}>{report.name}</Link>}
            extra={<Tag>{destinationLabel(report.destination)}</Tag>}
          >
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {report.description || report.url}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
