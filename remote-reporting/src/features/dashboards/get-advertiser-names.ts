import { useApiQuery } from '@beacon/shared';
import { hubGet } from '../../api/hub';

/** `GET /clients/{clientId}/advertisers/summary`: the names the overview shows next to advertiser ids. */
export function useAdvertiserNames(clientId: number | null) {
  return useApiQuery(clientId === null ? null : `advertiser-names:${clientId}`, async (signal) => {
    const rows = await hubGet('/clients/{clientId}/advertisers/summary', {
      path: { clientId: clientId! },
      query: { pageSize: 500 },
      signal,
    });
    return new Map(rows.map((a) => [a.id, a.name]));
  });
}
