import { formatCurrencyWithCents, formatDate } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { byNumber, dateColumn, textColumn, type GridColumn } from '@beacon/shared/ui';
import { Flex, Typography } from 'antd';
import { useContext } from 'react';
import { Link } from 'react-router';
import { InvoiceActions, InvoiceRowContext } from './invoice-actions';
import { byInvoiceStatus, type Invoice } from './invoice';
import { InvoiceStatusTag } from './invoice-status-tag';

const cents = (amount: number) => Math.round(amount * 100) / 100;

// Numbers, amounts and dates never break inside: the advertiser column gives way instead.
const WHOLE = { whiteSpace: 'nowrap' } as const;
const whole = (text: string) => <span style={WHOLE}>{text}</span>;

/** A date of the invoice's, on one line, sorted by date. */
const invoiceDateColumn = (key: 'transactionDate' | 'dueDate', title: string, from?: GridColumn<Invoice>['from']) =>
  dateColumn<Invoice>(key, title, (i) => i[key], { render: (i) => whole(formatDate(i[key])), from });

/** The invoice number; where the Status column is left out (a laptop), its status under it. */
function InvoiceNumber({ invoice }: { invoice: Invoice }) {
  const { statusInNumber } = useContext(InvoiceRowContext);
  return (
    <Flex vertical gap={4} align="flex-start">
      <Typography.Text strong style={WHOLE}>
        {invoice.docNumber}
      </Typography.Text>
      {statusInNumber && <InvoiceStatusTag status={invoice.status} />}
    </Flex>
  );
}

// CSS ellipsis: antd's measured ellipsis costs a ResizeObserver per cell.
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// A one-track grid asks nothing of the table's width (its smallest is 0), so this column, not the figures, gives
// way on a laptop: its names end in an ellipsis (whole on hover), up to 320 px where there is room.
const GIVES_WAY = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 320 } as const;

/** The advertiser, and under it the campaign the invoice bills (a link when there is one). */
function AdvertiserAndCampaign({ invoice, clientId }: { invoice: Invoice; clientId: number }) {
  return (
    <div style={GIVES_WAY}>
      <Typography.Text style={ONE_LINE} title={invoice.advertiserName}>
        {invoice.advertiserName}
      </Typography.Text>
      {invoice.campaignId === null ? (
        <Typography.Text type="secondary">{invoice.campaignName}</Typography.Text>
      ) : (
        <Link to={paths.campaign(clientId, invoice.campaignId)} style={ONE_LINE} title={invoice.campaignName}>
          {invoice.campaignName}
        </Link>
      )}
    </div>
  );
}

/** The balance, coloured by status; where the Due date column is left out (a laptop), the due date under it. */
function InvoiceBalance({ invoice }: { invoice: Invoice }) {
  const { dueInBalance } = useContext(InvoiceRowContext);
  const overdue = invoice.status === 'Overdue';
  return (
    <Flex vertical gap={4} align="flex-end">
      <Typography.Text
        style={WHOLE}
        strong={overdue}
        type={overdue ? 'danger' : invoice.balance === 0 ? 'secondary' : undefined}
      >
        {formatCurrencyWithCents(invoice.balance)}
      </Typography.Text>
      {dueInBalance && (
        <Typography.Text type="secondary" style={WHOLE}>
          Due {formatDate(invoice.dueDate)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The invoice grid's columns: what each shows, searches, exports and sorts by. The number, invoice date, total,
 * balance and actions show at every width: a client always sees what an invoice is for, when and how much. The
 * less needed give way first: from 1200 px the advertiser and campaign (whole names, up to 320 px) join them,
 * from 1600 px the status and due date have columns of their own (below, under the number and the balance); a
 * phone stacks every column in its row's card. The CSV has every field.
 */
export function invoiceColumns(clientId: number): GridColumn<Invoice>[] {
  return [
    textColumn('docNumber', 'Invoice', (i) => i.docNumber, {
      render: (i) => <InvoiceNumber invoice={i} />,
      fixed: 'left',
    }),
    {
      key: 'status',
      title: 'Status',
      text: (i) => i.status,
      render: (i) => <InvoiceStatusTag status={i.status} />,
      compare: byInvoiceStatus,
      from: 'xxl',
    },
    textColumn('advertiser', 'Advertiser · Campaign', (i) => i.advertiserName, {
      csvTitle: 'Advertiser',
      render: (i) => <AdvertiserAndCampaign invoice={i} clientId={clientId} />,
      from: 'xl',
    }),
    { key: 'campaign', title: 'Campaign', text: (i) => i.campaignName, exportOnly: true },
    invoiceDateColumn('transactionDate', 'Invoice date'),
    invoiceDateColumn('dueDate', 'Due date', 'xxl'),
    {
      key: 'totalAmount',
      title: 'Total',
      text: (i) => formatCurrencyWithCents(i.totalAmount),
      render: (i) => whole(formatCurrencyWithCents(i.totalAmount)),
      csv: (i) => cents(i.totalAmount),
      compare: byNumber((i) => i.totalAmount),
      align: 'right',
    },
    {
      key: 'balance',
      title: 'Balance',
      text: (i) => formatCurrencyWithCents(i.balance),
      render: (i) => <InvoiceBalance invoice={i} />,
      csv: (i) => cents(i.balance),
      compare: byNumber((i) => i.balance),
      align: 'right',
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (i) => <InvoiceActions invoice={i} />,
      csv: false,
      align: 'right',
      fixed: 'right',
    },
  ];
}
