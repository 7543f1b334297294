import { hubDelete, hubKey, hubPost, hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type DeployToken = HubData<'/releases/deploy-tokens'>[number];
/** The answer holds the token itself, this once. */
export type IssuedDeployToken = HubData<'/releases/deploy-tokens', 'post'>;

const DEPLOY_TOKENS = '/releases/deploy-tokens';

/** `GET /api/releases/deploy-tokens`: every token issued, in service first; never the tokens themselves. */
export const useDeployTokens = () => useQuery(hubQueryOptions(DEPLOY_TOKENS, {}));

/** `POST /api/releases/deploy-tokens`; the list reloads. */
export function useIssueDeployToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (remote: string) => hubPost(DEPLOY_TOKENS, { body: { remote } }),
    onSuccess: () => client.invalidateQueries({ queryKey: hubKey(DEPLOY_TOKENS) }),
  });
}

/** `DELETE /api/releases/deploy-tokens/{deployTokenId}`: refused from then on, listed as revoked. */
export function useRevokeDeployToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deployTokenId: number) =>
      hubDelete('/releases/deploy-tokens/{deployTokenId}', { path: { deployTokenId } }),
    onSettled: () => client.invalidateQueries({ queryKey: hubKey(DEPLOY_TOKENS) }),
  });
}
