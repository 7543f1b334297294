import type { GridColumn } from './grid-column';
import { gridCsv } from './grid-csv';

interface Row {
  id: string;
  amount: number;
}
const columns: GridColumn<Row>[] = [
  { key: 'id', title: 'Invoice', text: (r) => r.id },
  { key: 'amount', title: 'Total', text: (r) => `$${r.amount}`, csv: (r) => r.amount },
  { key: 'actions', title: 'Actions', render: () => null, csv: false },
];

it('exports the titles and the rows given, numbers as numbers, without action columns, BOM first', async () => {
  expect(
    await gridCsv(columns, [
      { id: 'INV-1', amount: 1200.5 },
      { id: 'INV-2', amount: 0 },
    ]),
  ).toBe('\uFEFFInvoice,Total\r\nINV-1,1200.5\r\nINV-2,0\r\n');
});
