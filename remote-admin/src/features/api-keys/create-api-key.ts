import { hubKey, hubPost, type HubBody, type HubData } from '@beacon/shared/api';
import { useListChange } from '../../api/list-change';
import { API_KEYS } from './get-api-keys';

export type NewApiKeyRequest = HubBody<'/api-keys', 'post'>;
/** The answer holds the key itself, this once. */
export type CreatedApiKey = HubData<'/api-keys', 'post'>;

/** `POST /api/api-keys`; the list reloads. */
export function useCreateApiKey() {
  return useListChange(hubKey(API_KEYS), (body: NewApiKeyRequest) => hubPost('/api-keys', { body }));
}
