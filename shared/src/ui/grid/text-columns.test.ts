import { dateColumn, textColumn } from './text-columns';

interface Invoice {
  docNumber: string;
  dueDate: string;
}

const invoices: Invoice[] = [
  { docNumber: 'INV-10', dueDate: '2026-03-01' },
  { docNumber: 'INV-9', dueDate: '2026-01-15' },
];

describe.each([
  ['text', textColumn<Invoice>('docNumber', 'Invoice', (i) => i.docNumber, { from: 'md' }), ['INV-9', 'INV-10']],
  ['date', dateColumn<Invoice>('dueDate', 'Due date', (i) => i.dueDate, { from: 'md' }), ['01/15/2026', '03/01/2026']],
])('a %s column', (_, column, sorted) => {
  it('shows what the row holds, which search and the CSV read as shown', () => {
    expect(invoices.map((i) => column.text?.(i))).toEqual([...sorted].reverse());
    expect(column).not.toHaveProperty('csv');
    expect(column).not.toHaveProperty('searchable');
  });

  it('sorts by it: numbers inside a text by value, dates in date order', () => {
    expect([...invoices].sort(column.compare).map((i) => column.text?.(i))).toEqual(sorted);
  });

  it('takes what the grid adds', () => {
    expect(column).toMatchObject({ from: 'md' });
  });
});
