import { formatFigure, METRIC_UNITS, type FigureUnit } from '@beacon/shared';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { changeAgainst } from './figures';
import type { Catalogue } from '../../api/catalogue';
import { resultSet, type ReportResult } from './run-campaign-report';

/**
 * The report's headline figures, the catalogue's tiles (the PDF shows the same), each compared with the period
 * before (not for a campaign's lifetime), and the objective's figure when one is chosen.
 */
export function KpiTiles({
  result,
  loading,
  catalogue,
}: {
  result: ReportResult | undefined;
  loading: boolean;
  catalogue: Catalogue | undefined;
}) {
  const [totals] = resultSet(result, 'totals');
  const [previous] = resultSet(result, 'previousTotals');
  const objective = result?.objective;
  const tiles: { label: string; column: string; unit: FigureUnit }[] = [
    ...(catalogue?.report.tiles ?? []).map((t) => ({
      label: t.label,
      column: t.metric,
      unit: (METRIC_UNITS as Record<string, FigureUnit>)[t.metric] ?? 'count',
    })),
    ...(objective ? [{ label: objective.label, column: 'objective', unit: objective.unit }] : []),
  ];
  return (
    <Row gutter={[12, 12]}>
      {tiles.map(({ label, column, unit }) => {
        const value = totals?.[column];
        const change = changeAgainst(value, previous, column);
        return (
          <Col key={label} xs={12} md={8} xl={4}>
            <Card size="small" role="region" aria-label={label} style={{ height: '100%' }}>
              {loading || !totals ? (
                <Skeleton active paragraph={false} />
              ) : (
                <>
                  <Statistic title={label} value={formatFigure(value as number, unit)} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {change ?? (result?.dateRange ? '' : 'Campaign lifetime')}
                  </Typography.Text>
                </>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
