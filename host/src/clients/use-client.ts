import { hubQueryOptions, responseStatus, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** The selected client as the header and the switcher show it. */
export type ClientSummary = Pick<HubData<'/clients/{clientId}'>, 'id' | 'name'>;

type ClientState =
  { status: 'loading' } | { status: 'found'; client: ClientSummary } | { status: 'notFound' } | { status: 'failed' };

/** `GET /api/clients/{clientId}`: a client out of reach answers 404, which the route shows as 'Not found'. */
export const clientQuery = (clientId: number) =>
  hubQueryOptions('/clients/{clientId}', { path: { clientId } }, { silentOn: [404] });

/** The selected client; `notFound` for a client that does not exist or that this user may not see. */
export function useClient(id: number | null): ClientState {
  const query = useQuery({ ...clientQuery(id ?? 0), enabled: id !== null, staleTime: Infinity });
  if (id === null) return { status: 'notFound' };
  if (query.isSuccess) return { status: 'found', client: query.data };
  if (query.isError) return responseStatus(query.error) === 404 ? { status: 'notFound' } : { status: 'failed' };
  return { status: 'loading' };
}
