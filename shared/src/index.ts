export { SHARED_INSTANCE_ID, beaconRuntime, reportReact } from './runtime/probe';
export { CONTRACT_VERSION, majorOf } from './contract/version';
export {
  REMOTE_NAME_PATTERN,
  checkManifest,
  defineManifest,
  navEntriesOf,
  outlineOf,
  profileMenuEntriesOf,
  type MenuEntry,
  type NavBadge,
  type ProfileMenuEntry,
  type RouteMenuEntry,
  type RouteNav,
  type ManifestCheck,
  type NavEntry,
  type PageLoader,
  type RemoteManifest,
  type RemoteName,
  type RemoteOutline,
  type RemoteRoute,
} from './contract/manifest';
export {
  canAccess,
  isAdminTypeRole,
  isLimitedRole,
  type AccessRequirement,
  type AccessSubject,
  type Privilege,
  type Role,
  type UserType,
} from './access/access';
export {
  advertiserAccess,
  useAdvertiserAccess,
  type AdvertiserAccess,
  type AdvertiserAccessInput,
  type AdvertiserAccessSubject,
} from './access/advertiser-access';
export { parseId, paths } from './paths';
export { analyticsPaths } from './analytics-paths';
export type { NavIconName } from './ui/nav-icons';
export { BEACON_PALETTE, themeFor } from './ui/theme';
export { PageNotBuilt } from './ui/page-not-built';
export { PageHeader } from './ui/page-header';
export { PageTabs } from './ui/page-tabs';
export { ButtonLink } from './ui/button-link';
export { PageLoading, RowsSkeleton, type PageShape } from './ui/page-loading';
export { RouteHeadingContext, useRouteHeading, type RouteHeading } from './ui/route-heading';
export { RouteLoading } from './ui/route-loading';
export { areaRoutes, type AreaRouteOptions, type AreaRoutes, type RouteHandle } from './runtime/manifest-routes';
export { createRemoteParcel, mountStandalone, type ParcelProps, type RemoteParcel } from './runtime/remote-parcel';
export { RemoteStandaloneApp } from './runtime/remote-standalone-app';
export {
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatMonthDay,
  formatMonthYear,
  formatRangeInWords,
  formatUtcOffset,
  parseDate,
  type DateInput,
} from './format/dates';
export {
  formatCompact,
  formatCurrency,
  formatCurrencyWithCents,
  formatDecimal,
  formatInteger,
  formatPercent,
  formatSeconds,
  formatWholeDollars,
  toNumber,
  type NumberInput,
} from './format/numbers';
export {
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  failedPasswordRule,
  failedPasswordRules,
  isValidPassword,
  type PasswordRule,
} from './validation/password';
export { EMAIL_PATTERN, isEmail, isNumeric } from './validation/inputs';
export {
  adFormatLabel,
  csvFigure,
  csvFigureTitle,
  dimensionText,
  changeTone,
  formatChange,
  formatFigure,
  platformLabel,
  type ChangeTone,
  type FigureUnit,
} from './format/figures';
export { formatRate } from './format/campaign-rate';
export { campaignStatusLabel } from './format/statuses';
export { reportQueryDateRange, type ReportDateRange } from './validation/report-query';
export {
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMED_OUT_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  apiErrorMessage,
  fieldErrorMessages,
  fieldLabel,
  requestFailedMessage,
  type ApiErrorBody,
  type FieldError,
} from './errors/messages';
export { isAbortError } from './errors/cancellation';
export { describeError, describeFieldErrors } from './errors/describe-error';
export { registerStoreReset, resetAllStores } from './session/store-reset';
export {
  setSignedIn,
  setSignedOut,
  useCurrentUser,
  useSessionStore,
  type CurrentUser,
  type SessionStatus,
} from './session/session-store';
export { clearError, isSessionExpiredError, showError, useErrorStore } from './session/error-store';
export { api, responseStatus, RETRIED_STATUSES, setTokenProvider } from './api/api-client';
export { fillHubPath, hubDelete, hubGet, hubGetPage, hubPatch, hubPost, hubPut } from './api/hub';
export type {
  HubBody,
  HubData,
  HubMethod,
  HubPath,
  HubPathParams,
  HubPathWith,
  HubQuery,
  HubRequest,
  HubResponse,
} from './api/hub-types';
export { hubKey, hubPageQueryOptions, hubQueryOptions, isSilent, type HubQueryMeta } from './api/hub-query';
export { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS, createQueryClient } from './api/query-client';
export * from './api/generated/enumerations';
export { BRANDS, brandOf, type Brand, type BrandKey } from './brand/brands';
export { setBrand, useBrandStore, useChartPalette } from './brand/brand-store';
export { DEMO_HEADER, DEMO_MODE_KEY, demoSessionKey, isDemoMode, REDACTED, setDemoMode } from './demo/demo-mode';
export { loadStatusOf, type LoadStatus } from './api/load-status';
export { READ_ALL_LIMIT, hubAllPagesQueryOptions, hubGetAll, type AllPages } from './api/hub-all-pages';
export { EmptyState, LoadFailed, NoResults, LOAD_FAILED_TITLE, NO_RESULTS_FOUND } from './ui/empty-state';
export { ContactDialog, mailtoHref, type ContactDialogProps, type ContactPerson } from './ui/contact-dialog';
export { DataGrid, type DataGridProps, type GridNoun } from './ui/grid/data-grid';
export { GRID_PAGE_SIZE, GRID_PAGE_SIZES, type GridColumn, type GridSort, type SortOrder } from './ui/grid/grid-column';
export { buildSearchIndex, filterBySearch, normalizeSearch, searchTerms } from './ui/grid/grid-search';
export { gridCsv } from './ui/grid/grid-csv';
export { UTF8_BOM, saveCsv, toCsv, type CsvValue } from './download/csv';
export { BLOB_URL_LIFETIME_MS, saveBlob } from './download/save-blob';
export {
  ATTACHMENT_FILENAME_REQUIRED,
  ATTACHMENT_REQUIRED,
  EMPTY_DOWNLOAD,
  DownloadError,
  attachmentFilename,
} from './download/content-disposition';
export { downloadFile, fileOf, type DownloadOptions } from './download/download-file';
export { useDownload, type Download } from './download/use-download';
export { useObjectUrl } from './download/object-url';
export { createScrubber, type Scrubber } from './demo/scrubber';
export { SEARCH_PAGE_SIZE, useHubSearch, useSettled } from './api/use-hub-search';
export { SearchResults, type SearchResultsSource } from './ui/search-results';
export {
  ApiError as NotificationApiError,
  AuthenticationError as NotificationAuthenticationError,
  IdempotencyError as NotificationIdempotencyError,
  InvalidRequestError as NotificationInvalidRequestError,
  NotFoundError as NotificationNotFoundError,
  NotificationServiceError,
  RateLimitError as NotificationRateLimitError,
  UnprocessableEntityError as NotificationUnprocessableEntityError,
  classifyNotificationError,
} from './notifications/errors';
export {
  NOTIFICATION_RETRIES,
  NOTIFICATION_TIMEOUT_MS,
  createNotificationClient,
  type ListOptions as NotificationListOptions,
  type NotificationClient,
} from './notifications/notification-client';
export {
  fromService as toInboxNotification,
  type InboxNotification,
  type NotificationIdentity,
  type NotificationPage,
  type PreferenceCategory,
  type PreferenceChannel,
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
export { actFor, useActingForStore, type ActingFor } from './analytics-api/acting-for';
export {
  assistantSocketUrl,
  analyticsBaseUrl,
  configureAnalytics,
  oauthRedirectUrl,
  type AnalyticsEndpoints,
} from './analytics-api/analytics-config';
export type { AnalyticsBody, AnalyticsData, AnalyticsPath, AnalyticsQuery } from './analytics-api/analytics-types';
export type * from './analytics-api/assistant-protocol';
