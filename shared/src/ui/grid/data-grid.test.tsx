import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataGrid } from './data-grid';
import type { GridColumn } from './grid-column';

interface Row {
  id: number;
  name: string;
  amount: number;
}
const columns: GridColumn<Row>[] = [
  { key: 'name', title: 'Name', text: (r) => r.name, compare: (a, b) => a.name.localeCompare(b.name) },
  {
    key: 'amount',
    title: 'Amount',
    text: (r) => `$${r.amount}`,
    csv: (r) => r.amount,
    compare: (a, b) => a.amount - b.amount,
  },
];
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `Row-${String(i + 1).padStart(2, '0')}`,
  amount: (i * 7) % 30,
}));
const noun = { one: 'row', other: 'rows' };

// antd draws slowly under jsdom, more so on a busy machine.

/** The grid of the thirty rows, loaded, with whatever a test changes. */
const gridOf = (props: Partial<React.ComponentProps<typeof DataGrid<Row>>> = {}) => (
  <DataGrid<Row>
    rows={rows}
    columns={columns}
    rowKey={(r) => r.id}
    status="success"
    noun={noun}
    emptyTitle="No Rows"
    csvFileName="rows"
    {...props}
  />
);
const grid = (props: Partial<React.ComponentProps<typeof DataGrid<Row>>> = {}) => render(gridOf(props));

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

it('shows 25 rows a page, in the default order', () => {
  grid({ defaultOrder: (a, b) => b.id - a.id });
  expect(bodyRows()).toHaveLength(25);
  expect(firstCells()[0]).toBe('Row-30');
  expect(screen.getByText('30 rows')).toBeInTheDocument();
});

it('searches every column and says No Results Found when nothing matches', async () => {
  grid();
  const search = screen.getByRole('textbox', { name: 'Search rows' });
  await userEvent.click(search);
  await userEvent.paste('row-1');
  expect(firstCells()).toEqual([
    'Row-10',
    'Row-11',
    'Row-12',
    'Row-13',
    'Row-14',
    'Row-15',
    'Row-16',
    'Row-17',
    'Row-18',
    'Row-19',
  ]);
  expect(screen.getByText('10 of 30 rows')).toBeInTheDocument();
  await userEvent.paste('zz');
  expect(screen.getByText('No Results Found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(bodyRows()).toHaveLength(25);
});

it('sorts by a column, ascending then descending', async () => {
  grid();
  await userEvent.click(screen.getByRole('columnheader', { name: 'Amount' }));
  expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('$0');
  await userEvent.click(screen.getByRole('columnheader', { name: 'Amount' }));
  expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('$29');
});

it('names the empty list in its own words, and a failed load with a retry', async () => {
  const { rerender } = grid({ rows: [] });
  expect(screen.getByText('No Rows')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search rows' })).toBeDisabled();
  const onRetry = jest.fn();
  rerender(gridOf({ rows: undefined, status: 'error', onRetry }));
  await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
  expect(onRetry).toHaveBeenCalled();
});

it('shows grey rows under its headers while the rows arrive, marked busy, and nothing while it waits for input', () => {
  const { rerender } = grid({ rows: undefined, status: 'loading' });
  expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading rows' })).toHaveAttribute('aria-busy', 'true');
  rerender(gridOf({ rows: undefined, status: 'idle' }));
  expect(screen.queryByRole('status', { name: 'Loading rows' })).not.toBeInTheDocument();
  expect(screen.queryByText('No Rows')).not.toBeInTheDocument();
});

it('exports the rows the search leaves, in the order shown, as CSV with a BOM', async () => {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  grid();
  await userEvent.click(screen.getByRole('textbox', { name: 'Search rows' }));
  await userEvent.paste('row-2');
  await userEvent.click(screen.getByRole('columnheader', { name: 'Amount' }));
  await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blobs[0]!);
  });
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.split('\r\n')).toEqual([
    '\uFEFFName,Amount',
    ...[
      'Row-27,2',
      'Row-23,4',
      'Row-28,9',
      'Row-24,11',
      'Row-20,13',
      'Row-29,16',
      'Row-25,18',
      'Row-21,20',
      'Row-26,25',
      'Row-22,27',
    ],
    '',
  ]);
  click.mockRestore();
});
