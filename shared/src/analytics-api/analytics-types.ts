import type { components, paths } from '../api/generated/analytics-api';
import type { ApiArgs, ApiBody, ApiData, ApiQuery, ApiRequest, PathWith } from '../api/openapi-types';

/** Types of the analytics API, derived from its generated OpenAPI types (see api/openapi-types.ts). */
export type AnalyticsMethod = 'get' | 'post' | 'put' | 'delete';
export type AnalyticsPath = keyof paths;
export type AnalyticsPathWith<M extends AnalyticsMethod> = PathWith<paths, M>;
export type AnalyticsData<P extends AnalyticsPath, M extends AnalyticsMethod = 'get'> = ApiData<paths, P, M>;
export type AnalyticsQuery<P extends AnalyticsPath, M extends AnalyticsMethod = 'get'> = ApiQuery<paths, P, M>;
export type AnalyticsBody<P extends AnalyticsPath, M extends AnalyticsMethod = 'post'> = ApiBody<paths, P, M>;
export type AnalyticsRequest<P extends AnalyticsPath, M extends AnalyticsMethod> = ApiRequest<paths, P, M>;
export type AnalyticsArgs<P extends AnalyticsPath, M extends AnalyticsMethod> = ApiArgs<paths, P, M>;

/** The assistant socket's frames, each way, generated from the server's schemas (assistant/frames.ts). */
export type AssistantClientFrame = components['schemas']['AssistantClientFrame'];
export type AssistantServerFrame = components['schemas']['AssistantServerFrame'];
