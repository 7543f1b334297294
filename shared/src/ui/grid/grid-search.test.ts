import type { GridColumn } from './grid-column';
import { buildSearchIndex, filterBySearch, searchTerms } from './grid-search';

interface Row {
  name: string;
  city: string;
  note: string;
}
const columns: GridColumn<Row>[] = [
  { key: 'name', title: 'Name', text: (r) => r.name },
  { key: 'city', title: 'City', text: (r) => r.city },
  { key: 'note', title: 'Note', text: (r) => r.note, searchable: false },
];
const rows: Row[] = [
  { name: 'Café Lumière', city: 'Paris', note: 'secret' },
  { name: 'Trail Co', city: 'Denver', note: '' },
  { name: 'Paris Trail', city: 'Austin', note: '' },
];
const index = buildSearchIndex(rows, columns);

it('matches case- and accent-insensitively, every word somewhere in the row', () => {
  expect(filterBySearch(rows, index, 'cafe').map((r) => r.name)).toEqual(['Café Lumière']);
  expect(filterBySearch(rows, index, 'TRAIL').map((r) => r.name)).toEqual(['Trail Co', 'Paris Trail']);
  expect(filterBySearch(rows, index, 'trail denver').map((r) => r.name)).toEqual(['Trail Co']);
});

it('keeps every row for an empty search, reads only searchable columns, and never matches across cells', () => {
  expect(filterBySearch(rows, index, '  ')).toBe(rows);
  expect(filterBySearch(rows, index, 'secret')).toEqual([]);
  expect(filterBySearch(rows, index, 'coDenver')).toEqual([]);
  expect(searchTerms('  Paris   trail ')).toEqual(['paris', 'trail']);
});
