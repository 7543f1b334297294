import { hubQueryOptions } from '@beacon/shared/api';
import type { QueryClient } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/users/{username}`, read fresh when the edit dialog opens (its version). */
export const clientUserQuery = (clientId: number, username: string) =>
  hubQueryOptions('/clients/{clientId}/users/{username}', { path: { clientId, username } });

export const fetchClientUser = (client: QueryClient, clientId: number, username: string) =>
  client.fetchQuery({ ...clientUserQuery(clientId, username), staleTime: 0 });
