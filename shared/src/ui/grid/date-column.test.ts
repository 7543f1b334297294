import { dateColumn } from './date-column';

interface Invoice {
  dueDate: string;
}

const invoices: Invoice[] = [{ dueDate: '2026-03-01' }, { dueDate: '2026-01-15' }];

describe('grid columns of one date', () => {
  const due = dateColumn<Invoice>('dueDate', 'Due date', (i) => i.dueDate, { from: 'md' });

  it('shows the date as MM/DD/YYYY, which search and the CSV read, and sorts it in date order', () => {
    expect(due.text?.(invoices[0]!)).toBe('03/01/2026');
    expect(due.csv).toBeUndefined();
    expect(due.searchable).toBeUndefined();
    expect([...invoices].sort(due.compare).map((i) => i.dueDate)).toEqual(['2026-01-15', '2026-03-01']);
  });

  it('takes what the grid adds', () => {
    expect(due).toMatchObject({ key: 'dueDate', title: 'Due date', from: 'md' });
  });
});
