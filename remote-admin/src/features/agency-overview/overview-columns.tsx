import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { csvFigure, formatFigure, formatPercent } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { numberColumn, type GridColumn } from '@beacon/shared/ui';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { ClientOverview } from './get-agency-overview';

const RISK_WORDS = { behind: 'behind plan', ahead: 'ahead of plan' } as const;

const risksInWords = (c: ClientOverview) =>
  c.campaignsAtRisk.length === 0
    ? `None of ${c.liveCampaigns} live`
    : `${c.campaignsAtRisk.length} of ${c.liveCampaigns} live: ` +
      c.campaignsAtRisk.map((r) => `${r.name} ${formatPercent(r.pacing)} ${RISK_WORDS[r.risk]}`).join('; ');

/** Each campaign at risk: its name (a link to it), its pacing, and which way, in words with an arrow. */
function PacingRisks({ client }: { client: ClientOverview }) {
  if (client.campaignsAtRisk.length === 0)
    return <Typography.Text type="secondary">None of {client.liveCampaigns} live</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>
        {client.campaignsAtRisk.length} of {client.liveCampaigns} live
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {client.campaignsAtRisk.map((r) => (
          <li key={r.campaignId}>
            <Link to={paths.campaign(client.clientId, r.campaignId)}>{r.name}</Link>{' '}
            {r.risk === 'behind' ? <ArrowDownOutlined aria-hidden /> : <ArrowUpOutlined aria-hidden />}{' '}
            {formatPercent(r.pacing)}, {RISK_WORDS[r.risk]}
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** The overview's columns: the client (into its portal), spend, pacing risks, overdue balance, open alerts. */
export function overviewColumns(range: string): GridColumn<ClientOverview>[] {
  return [
    {
      key: 'client',
      title: 'Client',
      text: (c) => c.name,
      render: (c) => <Link to={paths.client(c.clientId)}>{c.name}</Link>,
      compare: (a, b) => a.name.localeCompare(b.name),
    },
    {
      key: 'spend',
      title: `Spend, ${range}`,
      align: 'right',
      text: (c) => formatFigure(c.spend, 'currency'),
      csv: (c) => csvFigure(c.spend, 'currency'),
      csvTitle: `Spend, ${range} (USD)`,
      searchable: false,
      compare: (a, b) => (a.spend ?? 0) - (b.spend ?? 0),
    },
    {
      key: 'pacing',
      title: 'Pacing risks',
      text: risksInWords,
      render: (c) => <PacingRisks client={c} />,
      compare: (a, b) => a.campaignsAtRisk.length - b.campaignsAtRisk.length,
    },
    {
      key: 'overdue',
      title: 'Overdue balance',
      align: 'right',
      text: (c) =>
        c.overdueInvoices === 0
          ? formatFigure(0, 'currency')
          : `${formatFigure(c.overdueBalance, 'currency')} (${c.overdueInvoices} ${c.overdueInvoices === 1 ? 'invoice' : 'invoices'})`,
      render: (c) =>
        c.overdueInvoices === 0 ? (
          formatFigure(0, 'currency')
        ) : (
          <Link to={paths.billing(c.clientId)}>
            {formatFigure(c.overdueBalance, 'currency')} ({c.overdueInvoices}{' '}
            {c.overdueInvoices === 1 ? 'invoice' : 'invoices'})
          </Link>
        ),
      csv: (c) => csvFigure(c.overdueBalance, 'currency'),
      csvTitle: 'Overdue balance (USD)',
      searchable: false,
      compare: (a, b) => a.overdueBalance - b.overdueBalance,
    },
    numberColumn('alerts', 'Open alerts', (c) => c.openAlerts, String),
  ];
}
