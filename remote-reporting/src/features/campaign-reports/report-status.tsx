import { formatCurrency, formatDate, formatPercent } from '@beacon/shared/format';
import { Flex, Tag, Tooltip } from 'antd';
import { resultSet, type ReportResult } from './run-campaign-report';

/** A tag's words wrap on a narrow screen instead of pushing the page wider than it (WCAG 1.4.10). */
const WRAPS = { whiteSpace: 'normal', maxWidth: '100%' } as const;

/**
 * "Data as of" the last delivery day (in the brand's colour: antd's info status, which the theme takes from the
 * brand, not a fixed blue), the period shown, and pacing against the last complete day.
 */
export function ReportStatus({ result, dataAsOf }: { result: ReportResult | undefined; dataAsOf: string | null }) {
  const [pace] = resultSet(result, 'pacing');
  const asOf = result?.dataAsOf ?? dataAsOf;
  const ratio = Number(pace?.pacing ?? 0);
  const colour = ratio === 0 ? 'default' : ratio < 0.9 ? 'warning' : ratio > 1.1 ? 'error' : 'success';
  return (
    <Flex gap={8} wrap align="center">
      <Tag color="processing" style={WRAPS}>
        {asOf ? `Data as of ${formatDate(asOf)}` : 'No delivery yet'}
      </Tag>
      <Tag style={WRAPS}>
        {result?.dateRange
          ? `${formatDate(result.dateRange.startDate)} – ${formatDate(result.dateRange.endDate)}`
          : 'Campaign lifetime'}
      </Tag>
      {pace && (
        <Tooltip
          title={`${formatCurrency(Number(pace.spendToDate))} spent of ${formatCurrency(Number(pace.expectedSpend))} expected by ${formatDate(String(pace.lastCompleteDay))}, on a budget of ${formatCurrency(Number(pace.budget))}`}
        >
          <Tag color={colour} style={WRAPS}>
            {String(pace.label ?? 'Pacing')} {formatPercent(ratio)} through {formatDate(String(pace.lastCompleteDay))}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
