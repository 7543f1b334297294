import { METRIC_UNITS } from '@beacon/shared/api';
import { reportInsightOf, type FigureUnit } from '@beacon/shared/format';
import { Card, Skeleton, Typography } from 'antd';
import type { Catalogue } from '../../api/catalogue';
import type { ReportResult } from './run-campaign-report';

/**
 * The report's written insight: what moved against the period before, which channel drove spend's change, and the
 * pacing risk, in a few sentences made from the report's own result sets (the PDF carries the same paragraph).
 */
export function ReportInsight({
  result,
  loading,
  catalogue,
}: {
  result: ReportResult | undefined;
  loading: boolean;
  catalogue: Catalogue | undefined;
}) {
  const figures = (catalogue?.report.tiles ?? []).map((t) => ({
    label: t.label,
    key: t.metric,
    unit: (METRIC_UNITS as Record<string, FigureUnit>)[t.metric] ?? 'count',
  }));
  const ready = !loading && result && figures.length > 0;
  return (
    <Card size="small" title={<span id="report-insight-title">Summary</span>}>
      <section aria-labelledby="report-insight-title">
        {ready ? (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {reportInsightOf(result, figures).text}
          </Typography.Paragraph>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        )}
      </section>
    </Card>
  );
}
