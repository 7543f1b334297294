import { METRIC_UNITS } from '@beacon/shared/api';
import { formatFigure, formatMonthDay, type ChangeTone, type FigureUnit } from '@beacon/shared/format';
import { FigureStatistic } from '@beacon/shared/ui';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { changeAgainst, figureOf } from './figures';
import type { Catalogue } from '../../api/catalogue';
import { resultSet, type ReportResult, type ResultRow } from './run-campaign-report';
import { TileTrend } from './tile-trend';

/** Good news in the success colour, bad news in the error colour (both AA on a card), the rest secondary. */
const TONES: Record<ChangeTone, { type: 'success' | 'danger' | 'secondary'; title?: string }> = {
  good: { type: 'success', title: 'Better than the previous period' },
  bad: { type: 'danger', title: 'Worse than the previous period' },
  flat: { type: 'secondary' },
};

/** A tile's trend in words, for those who do not see the line: its days, its lowest and highest day. */
export function trendInWords(label: string, unit: FigureUnit, daily: ResultRow[], column: string): string {
  const values = daily.map((row) => figureOf(row[column])).filter((value) => value !== null);
  const [first, last] = [formatMonthDay(String(daily[0]!.day)), formatMonthDay(String(daily.at(-1)!.day))];
  if (values.length === 0) return `${label} by day from ${first} to ${last}: none on any day`;
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const none = daily.length - values.length;
  return `${label} by day from ${first} to ${last}: lowest ${formatFigure(low, unit)}, highest ${formatFigure(high, unit)}${none ? `, none on ${none} ${none === 1 ? 'day' : 'days'}` : ''}`;
}

/**
 * The report's headline figures, the catalogue's tiles (the PDF shows the same), each compared with the period
 * before (not for a campaign's lifetime), coloured by whether the change is good news and always with its arrow,
 * and the objective's figure when one is chosen. With `trends`, each tile draws its figure day by day (the
 * report's `daily` set).
 */
export function KpiTiles({
  result,
  loading,
  catalogue,
  trends = false,
  metrics,
}: {
  result: ReportResult | undefined;
  loading: boolean;
  catalogue: Catalogue | undefined;
  trends?: boolean;
  /** These metrics of the catalogue instead of the report's tiles (a dashboard's KPI widget). */
  metrics?: string[];
}) {
  const [totals] = resultSet(result, 'totals');
  const [previous] = resultSet(result, 'previousTotals');
  const daily = trends ? resultSet(result, 'daily') : [];
  const objective = result?.objective;
  const tiles: { label: string; column: string; unit: FigureUnit }[] = [
    ...(metrics
      ? metrics.map((key) => ({ label: catalogue?.metrics.find((m) => m.key === key)?.label ?? key, metric: key }))
      : (catalogue?.report.tiles ?? [])
    ).map((t) => ({
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
                <Skeleton active title={{ width: '50%' }} paragraph={{ rows: trends ? 2 : 1, width: '80%' }} />
              ) : (
                <>
                  <FigureStatistic title={label} value={formatFigure(value as number, unit)} />
                  <Typography.Text {...TONES[change?.tone ?? 'flat']} style={{ fontSize: 12 }}>
                    {change?.text ?? (result?.dateRange ? '' : 'Campaign lifetime')}
                  </Typography.Text>
                  {daily.length > 1 && (
                    <div role="img" aria-label={trendInWords(label, unit, daily, column)}>
                      <TileTrend values={daily.map((row) => figureOf(row[column]))} />
                    </div>
                  )}
                </>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
