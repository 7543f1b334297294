import { hubDelete, hubPost, hubQueryOptions, type HubBody, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

const RULES = '/clients/{clientId}/alert-rules';
export type AlertRule = HubData<typeof RULES>[number];
export type NewAlertRule = HubBody<typeof RULES>;
export type AlertEvent = HubData<'/clients/{clientId}/alert-rules/{alertRuleId}/history'>[number];

/** `GET /clients/{clientId}/alert-rules`: the signed-in user's own rules in this client. */
export const alertRulesQuery = (clientId: number) => hubQueryOptions(RULES, { path: { clientId } });
export const useAlertRules = (clientId: number) => useQuery(alertRulesQuery(clientId));

/** `POST .../alert-rules`: field errors come back as `fields` and go under the banner. */
export const createAlertRule = (clientId: number, body: NewAlertRule) => hubPost(RULES, { path: { clientId }, body });

/** `DELETE .../alert-rules/{alertRuleId}`. */
export const deleteAlertRule = (clientId: number, alertRuleId: number) =>
  hubDelete('/clients/{clientId}/alert-rules/{alertRuleId}', { path: { clientId, alertRuleId } });

/** `GET .../alert-rules/{alertRuleId}/history`: each time the rule began or stopped holding, newest first. */
export function useAlertHistory(clientId: number, alertRuleId: number | null) {
  return useQuery({
    ...hubQueryOptions('/clients/{clientId}/alert-rules/{alertRuleId}/history', {
      path: { clientId, alertRuleId: alertRuleId ?? 0 },
    }),
    enabled: alertRuleId !== null,
  });
}
