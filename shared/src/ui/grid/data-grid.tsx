import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { saveCsv } from '@beacon/shared/download';
import { EmptyState, LoadFailed, NoResults } from '../empty-state';
import { RowsSkeleton } from '../page-loading';
import { SearchBox } from '../search-box';
import type { LoadStatus } from '../../api/load-status';
import { GRID_PAGE_SIZE, GRID_PAGE_SIZES, type GridColumn, type GridSort } from './grid-column';
import { gridCsv } from './grid-csv';
import { buildSearchIndex, searchTerms } from './grid-search';
import { useScrollRegion } from './scroll-region';

export interface GridNoun {
  /** 'invoice' */
  one: string;
  /** 'invoices' */
  other: string;
}

export interface DataGridProps<Row> {
  /** Every row: the grid searches, sorts, pages and exports them itself. */
  rows: readonly Row[] | undefined;
  /** Keep this array stable (useMemo): the search index is rebuilt when it changes. */
  columns: readonly GridColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The load behind the rows, in the spec's words (loadStatusOf). */
  status: LoadStatus;
  onRetry?: () => void;
  noun: GridNoun;
  /** The no-data state in the spec's words: 'No Invoices'. */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** The order when no column is sorted (the spec's default order of the list). */
  defaultOrder?: (a: Row, b: Row) => number;
  /** The CSV file's name, without '.csv'. */
  csvFileName: string;
  /** More controls at the toolbar's end. */
  toolbar?: ReactNode;
}

interface Entry<Row> {
  row: Row;
  text: string;
}

/**
 * Below 576 px each row is a card: its first cell as the heading, then every other column as a line with the
 * column's title (each cell carries it as data-label) and its value; the header row is left out.
 */
const STACKED_ROWS = `@media (max-width: 575.98px) {
  .beacon-grid .ant-table-thead, .beacon-grid colgroup { display: none; }
  .beacon-grid table, .beacon-grid .ant-table-tbody { display: block; width: 100% !important; min-width: 0 !important; }
  .beacon-grid .ant-table-tbody > tr.ant-table-row { display: block; padding: 12px 0; border-bottom: 1px solid rgba(5, 5, 5, 0.12); }
  .beacon-grid .ant-table-tbody > tr.ant-table-row > td { display: flex; justify-content: space-between; align-items: baseline;
    gap: 12px; width: auto !important; padding: 2px 4px !important; border: none; text-align: right;
    overflow-wrap: break-word; }
  .beacon-grid .ant-table-tbody > tr.ant-table-row > td::before { content: attr(data-label); flex: none; text-align: left;
    color: rgba(0, 0, 0, 0.65); }
  .beacon-grid .ant-table-tbody > tr.ant-table-row > td:first-child { display: block; text-align: left; padding-bottom: 6px !important; }
  .beacon-grid .ant-table-tbody > tr.ant-table-row > td:first-child::before { content: none; }
  .beacon-grid .ant-table-tbody > tr.ant-table-placeholder, .beacon-grid .ant-table-tbody > tr.ant-table-placeholder > td {
    display: block; }
}`;

const plural = (count: number, noun: GridNoun) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.other}`;

/**
 * The grid every area uses for a list: a search box over the columns' text, sortable columns, 25 rows a page
 * in comfortable density, 'No Results Found' when the search empties it, its own words when there is no data,
 * and a CSV export (UTF-8 BOM) of the rows the search leaves, in the order shown.
 */
export function DataGrid<Row>(props: DataGridProps<Row>) {
  const {
    rows,
    columns,
    rowKey,
    status,
    onRetry,
    noun,
    emptyTitle,
    emptyDescription,
    defaultOrder,
    csvFileName,
    toolbar,
  } = props;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<GridSort | null>(null);
  const [page, setPage] = useState({ current: 1, size: GRID_PAGE_SIZE });

  // Built once per data set: a keystroke then only scans prepared strings.
  const indexed = useMemo<Entry<Row>[]>(() => {
    const list = rows ?? [];
    const texts = buildSearchIndex(list, columns);
    return list.map((row, i) => ({ row, text: texts[i]! }));
  }, [rows, columns]);

  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.columnKey);
    const compare = column?.compare;
    if (!compare && !defaultOrder) return indexed;
    const direction = sort?.order === 'descend' ? -1 : 1;
    // Ties keep the default order, so a sort by advertiser still lists its overdue invoices first.
    const tie = (a: Entry<Row>, b: Entry<Row>) => (defaultOrder ? defaultOrder(a.row, b.row) : 0);
    const by = compare ? (a: Entry<Row>, b: Entry<Row>) => direction * compare(a.row, b.row) || tie(a, b) : tie;
    return [...indexed].sort(by);
  }, [indexed, sort, columns, defaultOrder]);

  const filtered = useMemo(() => {
    const terms = searchTerms(query);
    return terms.length === 0 ? sorted : sorted.filter((entry) => terms.every((term) => entry.text.includes(term)));
  }, [sorted, query]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / page.size));
  const current = Math.min(page.current, pageCount);
  const pageRows = useMemo(
    () => filtered.slice((current - 1) * page.size, current * page.size).map((entry) => entry.row),
    [filtered, current, page.size],
  );

  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  // Below 576 px the rows stack as cards (STACKED_ROWS): nothing is left to scroll sideways.
  const stacked = !(screens.sm ?? true);
  const scrollRegion = useScrollRegion(noun.other.charAt(0).toUpperCase() + noun.other.slice(1));
  const tableColumns = useMemo<TableColumnsType<Row>>(
    () =>
      columns
        .filter((column) => !column.exportOnly)
        .map((column) => ({
          key: column.key,
          title: column.title,
          align: column.align,
          width: column.width,
          fixed: wide ? column.fixed : undefined,
          ellipsis: column.ellipsis,
          // On a phone every column shows again, stacked in its row's card (STACKED_ROWS); from `from` up beside it.
          responsive: column.from ? ['xs', column.from] : undefined,
          onCell: () => ({ 'data-label': column.title }) as HTMLAttributes<HTMLTableCellElement>,
          // `true`: the grid sorts the rows itself, so the table only shows the arrows.
          sorter: column.compare ? true : undefined,
          sortOrder: sort?.columnKey === column.key ? sort.order : null,
          sortDirections: ['ascend', 'descend'],
          showSorterTooltip: false,
          render: (_: unknown, row: Row) => (column.render ? column.render(row) : column.text?.(row)),
        })),
    [columns, sort, wide],
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setSort(one?.order && one.columnKey ? { columnKey: String(one.columnKey), order: one.order } : null);
      setPage((p) => ({ ...p, current: 1 }));
    } else {
      setPage({ current: pagination.current ?? 1, size: pagination.pageSize ?? GRID_PAGE_SIZE });
    }
  };

  const search = (value: string) => {
    setQuery(value);
    setPage((p) => ({ ...p, current: 1 }));
  };

  const total = indexed.length;
  const loaded = status === 'success';
  // While the rows arrive, grey rows under the column headers (the shape of what is coming), marked busy.
  let emptyText: ReactNode = null;
  if (status === 'loading')
    emptyText = (
      <div role="status" aria-busy="true" aria-label={`Loading ${noun.other}`}>
        <RowsSkeleton rows={8} />
      </div>
    );
  else if (status === 'error')
    emptyText = <LoadFailed title={`The ${noun.other} could not be loaded`} onRetry={onRetry} />;
  else if (loaded && total === 0) emptyText = <EmptyState title={emptyTitle} description={emptyDescription} />;
  else if (loaded) emptyText = <NoResults query={query.trim()} onClear={() => search('')} />;

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <SearchBox label={`Search ${noun.other}`} value={query} onChange={search} disabled={!loaded || total === 0} />
        <Flex gap={12} align="center" wrap>
          <Typography.Text type="secondary" aria-live="polite">
            {loaded &&
              (query.trim()
                ? `${filtered.length.toLocaleString('en-US')} of ${plural(total, noun)}`
                : plural(total, noun))}
          </Typography.Text>
          {toolbar}
          <Button
            icon={<DownloadOutlined />}
            disabled={!loaded || filtered.length === 0}
            onClick={() =>
              void gridCsv(
                columns,
                filtered.map((entry) => entry.row),
              ).then((csv) => saveCsv(csvFileName, csv))
            }
          >
            Export CSV
          </Button>
        </Flex>
      </Flex>
      <style>{STACKED_ROWS}</style>
      <Table<Row>
        ref={scrollRegion}
        className="beacon-grid"
        size="large"
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={pageRows}
        locale={{ emptyText }}
        onChange={onChange}
        // Cells wrap to fit the card first, column priorities (`from`) leave out the least needed on a laptop's
        // 1366 px and a phone stacks each row; scrolling sideways is the last resort, between the two, and then the
        // keyboard reaches it (useScrollRegion).
        scroll={stacked ? undefined : { x: true }}
        pagination={{
          current,
          pageSize: page.size,
          total: filtered.length,
          pageSizeOptions: GRID_PAGE_SIZES,
          showSizeChanger: filtered.length > GRID_PAGE_SIZE,
          hideOnSinglePage: filtered.length <= GRID_PAGE_SIZE,
          showTotal: (count, [from, to]) =>
            `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`,
        }}
      />
    </Flex>
  );
}
