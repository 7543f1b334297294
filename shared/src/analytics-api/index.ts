// `@beacon/shared/analytics-api`: the analytics API's typed calls, its configuration, and acting for a client user.
import { noteInstance } from '@beacon/shared/contract';

export { analyticsDelete, analyticsGet, analyticsPost, analyticsPut, requestCredentials } from './analytics';
export { analyticsKey, analyticsQueryOptions } from './analytics-query';
export { actFor, useActingForStore } from './acting-for';
export { assistantSocketUrl, configureAnalytics, oauthRedirectUrl, type AnalyticsEndpoints } from './analytics-config';
export type {
  AnalyticsBody,
  AnalyticsData,
  AnalyticsQuery,
  AssistantClientFrame,
  AssistantServerFrame,
} from './analytics-types';

// Each evaluation is counted: the browser tests check that every entry runs once in the page.
noteInstance('analytics-api');
