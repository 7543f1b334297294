import { isOutOfReach, loadOf, loadStatusOf } from '@beacon/shared/api';
import { parseId } from '@beacon/shared/paths';
import { OutOfReach, PageHeader } from '@beacon/shared/ui';
import { Alert, Card, Flex } from 'antd';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useAccountManagerContact } from '../features/account-manager/account-manager-contact';
import { useInvoiceMetrics } from '../features/invoices/get-invoice-metrics';
import { useInvoices } from '../features/invoices/get-invoices';
import { useInvoicePdfDownload } from '../features/invoices/download-invoice-pdf';
import type { Invoice } from '../features/invoices/invoice';
import { InvoiceMetricsSummary } from '../features/invoices/invoice-metrics-summary';
import { InvoicesGrid } from '../features/invoices/invoices-grid';

/** `/clients/{clientId}/billing`: the client's invoices, their totals, PDFs and whom to ask about them. */
export default function InvoicesPage() {
  const clientId = parseId(useParams().clientId);
  const list = useInvoices(clientId);
  const metrics = useInvoiceMetrics(clientId);
  const { contact, dialog, button } = useAccountManagerContact(clientId);
  const { download, pending } = useInvoicePdfDownload(clientId ?? 0);
  const contactAbout = useCallback(
    (invoice: Invoice) =>
      contact({ title: `Questions about invoice ${invoice.docNumber}`, subject: `Invoice ${invoice.docNumber}` }),
    [contact],
  );

  if (clientId === null || (list.isError && isOutOfReach(list.error))) return <OutOfReach />;
  const shown = list.data?.rows.length ?? 0;
  const total = list.data?.total ?? 0;

  return (
    <Flex vertical gap={20}>
      <PageHeader extra={button} />
      <InvoiceMetricsSummary metrics={metrics.data} status={loadStatusOf(metrics)} />
      {total > shown && (
        <Alert
          type="info"
          showIcon
          title={`Showing the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} invoices.`}
        />
      )}
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        <InvoicesGrid
          clientId={clientId}
          invoices={list.data?.rows}
          {...loadOf(list)}
          download={download}
          contact={contactAbout}
          pending={pending}
        />
      </Card>
      {dialog}
    </Flex>
  );
}
