import { byDate, byText, numberColumn } from './number-column';

interface Invoice {
  docNumber: string;
  dueDate: string;
  balance: number;
}

const invoices: Invoice[] = [
  { docNumber: 'INV-10', dueDate: '2026-03-01', balance: 1200.5 },
  { docNumber: 'INV-9', dueDate: '2026-01-15', balance: 80 },
];

describe('grid columns of one number', () => {
  const balance = numberColumn<Invoice>(
    'balance',
    'Balance',
    (i) => i.balance,
    (n) => `$${n}`,
    { from: 'md' },
  );

  it('shows the number formatted, exports it plain, and sorts it by value', () => {
    expect(balance.text?.(invoices[0]!)).toBe('$1200.5');
    expect(balance.csv && balance.csv(invoices[0]!)).toBe(1200.5);
    expect([...invoices].sort(balance.compare).map((i) => i.balance)).toEqual([80, 1200.5]);
  });

  it('stands right-aligned, out of search, with what the grid adds', () => {
    expect(balance).toMatchObject({ align: 'right', searchable: false, from: 'md' });
  });

  it('sorts numbers inside a text by value, and ISO dates in date order', () => {
    expect([...invoices].sort(byText((i) => i.docNumber)).map((i) => i.docNumber)).toEqual(['INV-9', 'INV-10']);
    expect([...invoices].sort(byDate((i) => i.dueDate)).map((i) => i.dueDate)).toEqual(['2026-01-15', '2026-03-01']);
  });
});
