import { type LoadStatus } from '@beacon/shared/api';
import { formatIsoDate } from '@beacon/shared/format';
import { DataGrid } from '@beacon/shared/ui';
import { Grid } from 'antd';
import { useMemo } from 'react';
import { InvoiceRowContext } from './invoice-actions';
import { invoiceColumns } from './invoice-columns';
import type { Invoice } from './invoice';

interface InvoicesGridProps extends Omit<InvoiceRowContext, 'statusInNumber' | 'dueInBalance'> {
  clientId: number;
  invoices: Invoice[] | undefined;
  status: LoadStatus;
  onRetry: () => void;
}

const NOUN = { one: 'invoice', other: 'invoices' };

/** The invoices of one client in the shared grid: in the server's order (Overdue first), searchable, exportable, each with its PDF. */
export function InvoicesGrid({ clientId, invoices, status, onRetry, download, contact, pending }: InvoicesGridProps) {
  const columns = useMemo(() => invoiceColumns(clientId), [clientId]);
  const screens = Grid.useBreakpoint();
  // The Status and Due date columns are drawn from 1600 px, and on a phone in each row's card; between, the
  // number carries the status and the balance the due date.
  const laptop = (screens.sm ?? true) && !(screens.xxl ?? true);
  const row = useMemo(
    () => ({ download, contact, pending, statusInNumber: laptop, dueInBalance: laptop }),
    [download, contact, pending, laptop],
  );
  return (
    <InvoiceRowContext.Provider value={row}>
      <DataGrid<Invoice>
        rows={invoices}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        status={status}
        onRetry={onRetry}
        noun={NOUN}
        emptyTitle="No Invoices"
        emptyDescription="Invoices for this client will appear here once they are issued."
        csvFileName={`invoices-client-${clientId}-${formatIsoDate(new Date())}`}
      />
    </InvoiceRowContext.Provider>
  );
}
