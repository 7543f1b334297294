// Temporary until the generated hub types land: then HubData aliases of the audience operations.

/** `GET /clients/{clientId}/advertisers/{advertiserId}/audiences`, one audience with its latest counts. */
export interface Audience {
  id: number;
  name: string;
  segmentType: string;
  description: string;
  advertiserId: number;
  counts: { deviceCount: number | null; householdCount: number | null; asOf: string | null };
}

/** `GET /clients/{clientId}/audiences/{audienceId}/counts-history`, one day. */
export interface CountPoint {
  day: string;
  deviceCount: number;
  householdCount: number;
}

/** `GET /clients/{clientId}/advertisers/{advertiserId}/audiences/taxonomy`: segment types and their audiences. */
export interface TaxonomyNode {
  key: string;
  title: string;
  audienceId: number | null;
  deviceCount: number | null;
  children: Omit<TaxonomyNode, 'children'>[];
}

/** `POST /clients/{clientId}/audiences/{audienceId}/query`: a named query's rows, largest first. */
export interface QueryResult {
  name: string;
  data: { label: string; value: number; index: number; share: number | null }[];
}

export type QueryName = 'AGE' | 'GENDER' | 'INCOME' | 'INTERESTS' | 'WEB_INSIGHTS';
