import { type LoadStatus } from '@beacon/shared/api';
import { formatCurrencyWithCents, formatInteger } from '@beacon/shared/format';
import { fittingFigureSize } from '@beacon/shared/ui';
import { Card, Col, Row, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { InvoiceMetrics } from './invoice';

interface Figure {
  label: string;
  value: string;
  note: string;
  tone?: 'danger';
}

const invoices = (count: number) => `${formatInteger(count)} ${count === 1 ? 'invoice' : 'invoices'}`;

/** The four figures above the grid, from the server's metrics (not from the rows the grid happens to hold). */
export function metricFigures(m: InvoiceMetrics): Figure[] {
  const unpaid = m.countOpen + m.countOverdue;
  return [
    { label: 'Balance due', value: formatCurrencyWithCents(m.totalBalance), note: `${invoices(unpaid)} unpaid` },
    {
      label: 'Overdue',
      value: formatCurrencyWithCents(m.overdueBalance),
      note: m.countOverdue ? `${invoices(m.countOverdue)} past due` : 'Nothing past due',
      tone: m.countOverdue ? 'danger' : undefined,
    },
    {
      label: 'Open',
      value: formatInteger(m.countOpen),
      note: m.countOpen === 1 ? 'invoice not yet due' : 'invoices not yet due',
    },
    {
      label: 'Total invoiced',
      value: formatCurrencyWithCents(m.totalInvoiced),
      note: `${invoices(unpaid + m.countPaid)}, ${formatInteger(m.countPaid)} paid`,
    },
  ];
}

function FigureCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The card's body is the container its figure's size follows (fittingFigureSize).
    <Card
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { padding: '14px 18px', containerType: 'inline-size' } }}
    >
      <section aria-label={label}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {label}
        </Typography.Text>
        {children}
      </section>
    </Card>
  );
}

export function InvoiceMetricsSummary({
  metrics,
  status,
}: {
  metrics: InvoiceMetrics | undefined;
  status: LoadStatus;
}) {
  const { token } = theme.useToken();
  const labels = ['Balance due', 'Overdue', 'Open', 'Total invoiced'];
  const figures = metrics ? metricFigures(metrics) : null;
  return (
    <Row gutter={[16, 16]}>
      {labels.map((label, i) => {
        const figure = figures?.[i];
        return (
          <Col key={label} xs={12} lg={6}>
            <FigureCard label={label}>
              {figure ? (
                <>
                  <div
                    style={{
                      fontSize: fittingFigureSize(figure.value),
                      fontWeight: 600,
                      lineHeight: 1.3,
                      overflowWrap: 'anywhere',
                      color: figure.tone === 'danger' ? token.colorError : token.colorText,
                    }}
                  >
                    {figure.value}
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {figure.note}
                  </Typography.Text>
                </>
              ) : status === 'error' ? (
                <div style={{ fontSize: 24, lineHeight: 1.3 }} aria-label="Not available">
                  —
                </div>
              ) : (
                <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 1, width: '50%' }} />
              )}
            </FigureCard>
          </Col>
        );
      })}
    </Row>
  );
}
