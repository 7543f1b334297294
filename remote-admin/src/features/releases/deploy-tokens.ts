import { hubDelete, hubKey, hubPost, hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useListChange } from '../../api/list-change';

export type DeployToken = HubData<'/releases/deploy-tokens'>[number];
/** The answer holds the token itself, this once. */
export type IssuedDeployToken = HubData<'/releases/deploy-tokens', 'post'>;

const DEPLOY_TOKENS = '/releases/deploy-tokens';

/** `GET /api/releases/deploy-tokens`: every token issued, in service first; never the tokens themselves. */
export const useDeployTokens = () => useQuery(hubQueryOptions(DEPLOY_TOKENS, {}));

/** `POST /api/releases/deploy-tokens`; the list reloads. */
export function useIssueDeployToken() {
  return useListChange(hubKey(DEPLOY_TOKENS), (remote: string) => hubPost(DEPLOY_TOKENS, { body: { remote } }));
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
