import { hubDelete, hubKey } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEYS } from './get-api-keys';

/** `DELETE /api/api-keys/{apiKeyId}`: the key is refused from then on and stays listed as revoked. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (apiKeyId: number) => hubDelete('/api-keys/{apiKeyId}', { path: { apiKeyId } }),
    onSettled: () => client.invalidateQueries({ queryKey: hubKey(API_KEYS) }),
  });
}
