import type { FastifyInstance } from 'fastify';
import { createApiKey } from '../../src/domains/api-keys/queries';
import { createDeployToken } from '../../src/domains/deploy-tokens/queries';
import type { Database } from '../../src/kernel/db/database';

/** A new API key, as a BeaconAdmin makes one in Administration: the agency's (clientId null) or one client's. */
export async function makeApiKey(db: Database, clientId: number | null = null, name = 'Test pipeline') {
  const made = await createApiKey(db, { name, clientId, createdBy: 'admin@beacon.test' });
  return { id: made.id, key: made.key, headers: { authorization: `Bearer ${made.key}` } };
}

/** A new deploy token for one remote, as a BeaconAdmin issues one on the Releases page. */
export async function makeDeployToken(db: Database, remote = 'billing') {
  const made = await createDeployToken(db, { remote, createdBy: 'admin@beacon.test' });
  return { id: made.id, token: made.token, headers: { authorization: `Bearer ${made.token}` } };
}

/** A batch sent to the ingestion API (`/api/ingest/v1/<endpoint>`) as a pipeline sends it, with a key's headers. */
export async function sendBatch(
  app: FastifyInstance,
  headers: Record<string, string>,
  endpoint: string,
  records: unknown,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/ingest/v1/${endpoint}`,
    headers,
    payload: { records },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}
