import { hubKey, hubPost, type HubBody, type HubData } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEYS } from './get-api-keys';

export type NewApiKeyRequest = HubBody<'/api-keys', 'post'>;
/** The answer holds the key itself, this once. */
export type CreatedApiKey = HubData<'/api-keys', 'post'>;

/** `POST /api/api-keys`; the list reloads. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiKeyRequest) => hubPost('/api-keys', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: hubKey(API_KEYS) }),
  });
}
