import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { changeAgainst, formatFigure, type Unit } from './figures';
import { resultSet, type ReportResult } from './run-campaign-report';

const TILES: [string, string, Unit][] = [
  ['Impressions', 'impressions', 'number'],
  ['Clicks', 'clicks', 'number'],
  ['Conversions', 'conversions', 'number'],
  ['Spend', 'spend', 'currency'],
  ['CTR', 'ctr', 'percent'],
];

/** The report's headline figures, each compared with the period before (not for a campaign's lifetime). */
export function KpiTiles({ result, loading }: { result: ReportResult | undefined; loading: boolean }) {
  const [totals] = resultSet(result, 'totals');
  const [previous] = resultSet(result, 'previousTotals');
  const objective = result?.objective;
  const tiles = objective
    ? [...TILES, [objective.label, 'objective', objective.unit] as [string, string, Unit]]
    : TILES;
  return (
    <Row gutter={[12, 12]}>
      {tiles.map(([label, column, unit]) => {
        const value = totals?.[column];
        const change = changeAgainst(value, previous, column);
        return (
          <Col key={label} xs={12} md={8} xl={4}>
            <Card size="small" role="region" aria-label={label} style={{ height: '100%' }}>
              {loading || !totals ? (
                <Skeleton active paragraph={false} />
              ) : (
                <>
                  <Statistic title={label} value={formatFigure(value, unit)} />
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
