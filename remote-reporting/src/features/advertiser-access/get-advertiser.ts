import { useApiQuery } from '@beacon/shared';
import { hubGet } from '../../api/hub';
import { unlessNotFound } from '../../api/not-found';

/** `GET /clients/{clientId}/advertisers/{advertiserId}`: 404 for an advertiser out of reach. */
export function useAdvertiser(clientId: number | null, advertiserId: number | null) {
  return useApiQuery(
    clientId === null || advertiserId === null ? null : `advertiser:${clientId}:${advertiserId}`,
    (signal) =>
      hubGet('/clients/{clientId}/advertisers/{advertiserId}', {
        path: { clientId: clientId!, advertiserId: advertiserId! },
        signal,
      }),
    { reportErrors: unlessNotFound },
  );
}
