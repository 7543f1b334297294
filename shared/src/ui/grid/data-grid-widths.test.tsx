import { render, screen, within } from '@testing-library/react';
import { installWindowWidth } from '../../testing/match-media';
import { DataGrid } from './data-grid';
import type { GridColumn } from './grid-column';

/**
 * Column priorities and stacked rows, at a laptop's 1366 px and a phone's 390 px: a window of that width answers
 * antd's breakpoint queries as a browser would.
 */
function windowOf(width: number) {
  installWindowWidth(width);
}

interface Schedule {
  id: number;
  name: string;
  recipients: string;
  nextRun: string;
}
const columns: GridColumn<Schedule>[] = [
  { key: 'name', title: 'Name', text: (s) => s.name },
  { key: 'recipients', title: 'Recipients', text: (s) => s.recipients, from: 'xxl' },
  { key: 'nextRun', title: 'Next run', text: (s) => s.nextRun, from: 'lg' },
];
const rows: Schedule[] = [{ id: 1, name: 'Weekly delivery', recipients: 'ana@acme.test', nextRun: '05/04/2026 09:00' }];

function grid() {
  return render(
    <DataGrid<Schedule>
      rows={rows}
      columns={columns}
      rowKey={(s) => s.id}
      status="success"
      noun={{ one: 'schedule', other: 'schedules' }}
      emptyTitle="No Schedules"
      csvFileName="schedules"
    />,
  );
}

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const cells = () => within(within(screen.getByRole('table')).getAllByRole('row')[1]!).getAllByRole('cell');

it('at 1366 px keeps the columns up to their priority side by side and leaves out the least needed', () => {
  windowOf(1366);
  grid();
  expect(headers()).toEqual(['Name', 'Next run']);
  expect(cells().map((c) => c.textContent)).toEqual(['Weekly delivery', '05/04/2026 09:00']);
});

it('at 390 px shows every column again, each cell named by its column, for the rows to stack as cards', () => {
  windowOf(390);
  const { container } = grid();
  expect(cells().map((c) => [c.getAttribute('data-label'), c.textContent])).toEqual([
    ['Name', 'Weekly delivery'],
    ['Recipients', 'ana@acme.test'],
    ['Next run', '05/04/2026 09:00'],
  ]);
  // The phone's layout: below 576 px the header row is left out and each cell shows its column's name.
  const style = container.querySelector('style')!.textContent!;
  expect(style).toContain('@media (max-width: 575.98px)');
  expect(style).toContain('content: attr(data-label)');
  expect(screen.getByRole('table').closest('.beacon-grid')).not.toBeNull();
});

/** The layout jsdom does not do: every element as wide as `content` inside a box as wide as `box`. */
function laidOut(content: number, box: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}
afterEach(() => jest.restoreAllMocks());

it('at 390 px the stacked rows leave nothing to scroll sideways, so no scroll region is offered', () => {
  windowOf(390);
  laidOut(366, 366);
  const { container } = grid();
  expect(container.querySelector('.ant-table-content')!.getAttribute('style') ?? '').not.toMatch(/overflow/);
  expect(screen.queryByRole('region', { name: 'Schedules' })).toBeNull();
});

it('where the columns do not fit the window, the sideways scroll is a named region the keyboard reaches', () => {
  windowOf(800);
  laidOut(900, 700);
  grid();
  const region = screen.getByRole('region', { name: 'Schedules' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('table')).toBeInTheDocument();
});

it('a table that fits its window adds no tab stop', () => {
  windowOf(1366);
  laidOut(700, 700);
  grid();
  expect(screen.queryByRole('region', { name: 'Schedules' })).toBeNull();
  expect(document.querySelector('[tabindex="0"]')).toBeNull();
});
