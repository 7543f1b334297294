import type { HubBody, HubData } from '@beacon/shared/api';

export type Audience = HubData<'/clients/{clientId}/advertisers/{advertiserId}/audiences'>[number];
export type CountPoint = HubData<'/clients/{clientId}/audiences/{audienceId}/counts-history'>[number];
export type TaxonomyNode = HubData<'/clients/{clientId}/advertisers/{advertiserId}/audiences/taxonomy'>[number];
export type QueryName = HubBody<'/clients/{clientId}/audiences/{audienceId}/query'>['queryName'];
export type QueryResult = HubData<'/clients/{clientId}/audiences/{audienceId}/query', 'post'>;
export type AudienceReport = HubData<'/clients/{clientId}/audiences/{audienceId}/reports'>[number];
export type InsightPage = AudienceReport['page'];
