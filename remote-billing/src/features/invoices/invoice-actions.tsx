import { FilePdfOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { createContext, useContext } from 'react';
import type { Invoice } from './invoice';

export interface InvoiceRowContext {
  download: (invoice: Invoice) => void;
  contact: (invoice: Invoice) => void;
  /** Ids of the invoices whose PDF is on its way. */
  pending: ReadonlySet<string | number>;
  /** The Status column is left out (between a phone and 1600 px), so the number cell shows the status. */
  statusInNumber: boolean;
  /** The Due date column is left out (the same widths), so the balance cell shows the due date. */
  dueInBalance: boolean;
}

/**
 * What the cells need beyond their invoice. Read from here, the grid's columns stay the same object while
 * downloads come and go (new columns would rebuild the search index of every invoice), and 25 rows do not
 * each watch the screen size.
 */
export const InvoiceRowContext = createContext<InvoiceRowContext>({
  download: () => {},
  contact: () => {},
  pending: new Set(),
  statusInNumber: false,
  dueInBalance: false,
});

// Plain `title`s instead of antd Tooltips: 50 tooltips a page made every search keystroke slower.
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { download, contact, pending } = useContext(InvoiceRowContext);
  return (
    <Flex gap={4} justify="flex-end">
      <Button
        type="text"
        icon={<FilePdfOutlined />}
        loading={pending.has(invoice.id)}
        title="Download PDF"
        aria-label={`Download invoice ${invoice.docNumber} as PDF`}
        onClick={() => download(invoice)}
      />
      <Button
        type="text"
        icon={<MessageOutlined />}
        title="Questions about this invoice"
        aria-label={`Contact us about invoice ${invoice.docNumber}`}
        onClick={() => contact(invoice)}
      />
    </Flex>
  );
}
