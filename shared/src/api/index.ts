// `@beacon/shared/api`: the HTTP client (one axios instance, its token and demo headers), the hub's typed calls and
// their query options, and the generated enumerations.
import { noteInstance } from '@beacon/shared/contract';

export { api, isOutOfReach, OUT_OF_REACH, responseStatus, setTokenProvider } from './api-client';
export { fillHubPath, hubDelete, hubGet, hubPatch, hubPost, hubPut } from './hub';
export type { HubBody, HubData } from './hub-types';
export { hubKey, hubPageQueryOptions, hubQueryOptions } from './hub-query';
export { createQueryClient } from './query-client';
export * from './generated/enumerations';
export { loadOf, loadStatusOf, type LoadStatus } from './load-status';
export { hubAllPagesQueryOptions } from './hub-all-pages';
export { useHubSearch, useSettled } from './use-hub-search';

// Each evaluation is counted: the browser tests check that every entry runs once in the page.
noteInstance('api');
