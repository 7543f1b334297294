// The contract through its own entry (what the release tooling reads alone), so that its users count there too.
export {
  ADMIN_ROLES,
  ADMINISTRATION_ROLES,
  CLIENT_ROUTE,
  CONTRACT_VERSION,
  INTERNAL_ROLES,
  ROUTES,
  checkManifest,
  defineManifest,
  navEntriesOf,
  profileMenuEntriesOf,
  reportReact,
  type NavBadge,
  type ProfileMenuEntry,
  type NavEntry,
  type RemoteManifest,
  type RemoteName,
  type RemoteOutline,
  type RemoteRoute,
} from './contract';
export {
  canAccess,
  isAdminTypeRole,
  isLimitedRole,
  type AccessRequirement,
  type AccessSubject,
  type Role,
} from './access/access';
export { useAdvertiserAccess, type AdvertiserAccess } from './access/advertiser-access';
export { parseId, paths } from './paths';
export type { NavIconName } from './ui/nav-icons';
export { themeFor } from './ui/theme';
export { PageHeader } from './ui/page-header';
export { FigureStatistic, fittingFigureSize } from './ui/figure-statistic';
export { PageTabs } from './ui/page-tabs';
export { ButtonLink } from './ui/button-link';
export { PageLoading } from './ui/page-loading';
export { RouteHeadingContext } from './ui/route-heading';
export { RouteLoading } from './ui/route-loading';
export { useDialogState } from './ui/focus-return';
export { areaRoutes, type RouteHandle } from './runtime/manifest-routes';
export { createRemoteParcel, mountStandalone } from './runtime/remote-parcel';
export { formatDate, formatDateTime, formatIsoDate, formatMonthDay, parseDate, type DateInput } from './format/dates';
export {
  formatCompact,
  formatCurrency,
  formatCurrencyWithCents,
  formatDecimal,
  formatInteger,
  formatPercent,
  formatWholeDollars,
  toNumber,
  type NumberInput,
} from './format/numbers';
export {
  csvFigure,
  csvFigureTitle,
  dimensionText,
  changeTone,
  figureOf,
  formatChange,
  formatFigure,
  type ChangeTone,
  type FigureUnit,
} from './format/figures';
export { campaignStatusLabel } from './format/statuses';
export { SESSION_EXPIRED_MESSAGE, fieldLabel } from './errors/messages';
export { isAbortError } from './errors/cancellation';
export { describeError, describeFieldErrors } from './errors/describe-error';
export { resetAllStores } from './session/store-reset';
export { setSignedIn, setSignedOut, useCurrentUser, useSessionStore, type CurrentUser } from './session/session-store';
export { clearError, isSessionExpiredError, showError, useErrorStore } from './session/error-store';
export { api, responseStatus, setTokenProvider } from './api/api-client';
export { fillHubPath, hubDelete, hubGet, hubPatch, hubPost, hubPut } from './api/hub';
export type { HubBody, HubData } from './api/hub-types';
export { hubKey, hubPageQueryOptions, hubQueryOptions } from './api/hub-query';
export { createQueryClient } from './api/query-client';
export * from './api/generated/enumerations';
export { brandOf } from './brand/brands';
export { setBrand, useBrandStore, useChartPalette } from './brand/brand-store';
export { DEMO_MODE_KEY, isDemoMode, REDACTED, setDemoMode } from './demo/demo-mode';
export { loadStatusOf, type LoadStatus } from './api/load-status';
export { hubAllPagesQueryOptions } from './api/hub-all-pages';
export { EmptyState, LoadFailed, NoResults } from './ui/empty-state';
export { DataGrid } from './ui/grid/data-grid';
export { GRID_PAGE_SIZES, type GridColumn } from './ui/grid/grid-column';
export { buildSearchIndex, filterBySearch } from './ui/grid/grid-search';
export { useScrollRegion } from './ui/grid/scroll-region';
export { saveBlob } from './download/save-blob';
export { fileOf } from './download/download-file';
export { useDownload } from './download/use-download';
export { useHubSearch, useSettled } from './api/use-hub-search';
export { SearchResults } from './ui/search-results';
export { createNotificationClient, type NotificationClient } from './notifications/notification-client';
export {
  notificationPreferencesQuery,
  notificationServiceKey,
  useUpdateNotificationPreference,
  type PreferenceChange,
} from './notifications/notification-preferences';
export {
  fromService as toInboxNotification,
  type InboxNotification,
  type NotificationIdentity,
  type NotificationPage,
  type ServiceNotification as NotificationServiceNotification,
} from './notifications/types';
export {
  analyticsDelete,
  analyticsGet,
  analyticsPost,
  analyticsPut,
  requestCredentials,
} from './analytics-api/analytics';
export { analyticsKey, analyticsQueryOptions } from './analytics-api/analytics-query';
export { actFor, useActingForStore } from './analytics-api/acting-for';
export {
  assistantSocketUrl,
  configureAnalytics,
  oauthRedirectUrl,
  type AnalyticsEndpoints,
} from './analytics-api/analytics-config';
export type {
  AnalyticsBody,
  AnalyticsData,
  AnalyticsQuery,
  AssistantClientFrame,
  AssistantServerFrame,
} from './analytics-api/analytics-types';
