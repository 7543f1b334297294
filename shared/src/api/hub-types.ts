import type { paths } from './generated/hub-api';
import type { ApiArgs, ApiBody, ApiData, ApiMethod, ApiRequest, ApiResponse, PathWith } from './openapi-types';

/** Types of the hub API, derived from its generated OpenAPI types (see openapi-types.ts). */
export type HubMethod = ApiMethod;
export type HubPath = keyof paths;
export type HubPathWith<M extends HubMethod> = PathWith<paths, M>;
export type HubResponse<P extends HubPath, M extends HubMethod = 'get'> = ApiResponse<paths, P, M>;
export type HubData<P extends HubPath, M extends HubMethod = 'get'> = ApiData<paths, P, M>;
export type HubBody<P extends HubPath, M extends HubMethod = 'post'> = ApiBody<paths, P, M>;
export type HubRequest<P extends HubPath, M extends HubMethod> = ApiRequest<paths, P, M>;
export type HubArgs<P extends HubPath, M extends HubMethod> = ApiArgs<paths, P, M>;
