// `@beacon/shared/ui`: the building blocks every page draws with (headers, tabs, grids, empty states), the antd theme
// and the page's brand.
import { noteInstance } from '@beacon/shared/contract';

export type { NavIconName } from './nav-icons';
export { themeFor } from './theme';
export { PageHeader } from './page-header';
export { FigureStatistic, fittingFigureSize } from './figure-statistic';
export { PageTabs } from './page-tabs';
export { ButtonLink } from './button-link';
export { PageLoading } from './page-loading';
export { RouteHeadingContext } from './route-heading';
export { RouteLoading } from './route-loading';
export { useDialogState } from './focus-return';
export { setBrand, useBrandStore, useChartPalette } from './brand-store';
export { EmptyState, LoadFailed, NoResults } from './empty-state';
export { visuallyHidden } from './visually-hidden';
export { PageNotBuilt } from './page-not-built';
export { NOT_FOUND, OutOfReach } from './out-of-reach';
export { useDocumentTitle, useGivenDocumentTitle } from './document-title';
export { DataGrid } from './grid/data-grid';
export { GridCard } from './grid/grid-card';
export { GRID_PAGE_SIZES, type GridColumn } from './grid/grid-column';
export { byDate, byNumber, byText, numberColumn } from './grid/number-column';
export { dateColumn, textColumn } from './grid/text-columns';
export { buildSearchIndex, filterBySearch } from './grid/grid-search';
export { useScrollRegion } from './grid/scroll-region';
export { SearchBox } from './search-box';
export { SearchResults } from './search-results';
export { AnalyticsDashboardsList, chartsOf } from './analytics-dashboards-list';

// Each evaluation is counted: the browser tests check that every entry runs once in the page.
noteInstance('ui');
