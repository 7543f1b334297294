import { apiGet, useApiQuery } from '@beacon/shared';

/** A member of a client's team, as `GET /api/clients/{clientId}/team` sends it. */
export interface TeamMember {
  id: number;
  name: string;
  title: string;
  email: string;
  phone: string | null;
  isAccountManager: boolean;
  hasPhoto: boolean;
}

/** The client's account manager, from its team; null when none is assigned. */
export async function getAccountManager(clientId: number, signal: AbortSignal): Promise<TeamMember | null> {
  const team = await apiGet<TeamMember[]>(`/clients/${clientId}/team`, { signal });
  return team.find((member) => member.isAccountManager) ?? null;
}

export function useAccountManager(clientId: number | null) {
  return useApiQuery(clientId === null ? null : `account-manager:${clientId}`, (signal) =>
    getAccountManager(clientId!, signal),
  );
}
