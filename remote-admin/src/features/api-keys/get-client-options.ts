import { useHubSearch, type HubData } from '@beacon/shared/api';

export type ClientOption = HubData<'/clients'>[number];

/** `GET /api/clients?search=`: the clients a key may be made for, searched on the server. */
export const useClientOptions = (search: string) => useHubSearch('/clients', {}, search);
