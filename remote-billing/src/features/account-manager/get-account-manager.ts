import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type TeamMember = HubData<'/clients/{clientId}/team'>[number];

/** `GET /api/clients/{clientId}/team`: the client's team; the account manager is the member marked so. */
export const teamQuery = (clientId: number) => hubQueryOptions('/clients/{clientId}/team', { path: { clientId } });

const accountManagerOf = (team: TeamMember[]) => team.find((member) => member.isAccountManager) ?? null;

/** The client's account manager, or null when none is assigned. */
export function useAccountManager(clientId: number | null) {
  return useQuery({ ...teamQuery(clientId ?? 0), enabled: clientId !== null, select: accountManagerOf });
}
