import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type ApiKey = HubData<'/api-keys'>[number];

export const API_KEYS = '/api-keys';

/** `GET /api/api-keys`: the agency's keys, those in service first, newest first; never the keys themselves. */
export const apiKeysQuery = () => hubQueryOptions('/api-keys', {});

export const useApiKeys = () => useQuery(apiKeysQuery());
