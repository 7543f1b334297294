import { clientScope, type AccessScope, type ClientScope } from '../../src/kernel/access/scope';
import { after, before } from 'node:test';
import type { Database } from '../../src/kernel/db/database';
import { createTestApi, type TestApi } from './test-api';

/**
 * Client 1 as the semantic layer's tests ask it: as agency staff see it (`agency`), and as a client user assigned
 * only its first advertiser sees it (`limited`).
 */
export async function clientOneScopes(db: Database): Promise<{ agency: ClientScope; limited: ClientScope }> {
  const everyClient = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const [first] = await db.query<{ id: number }>('SELECT id FROM advertisers WHERE client_id = 1 ORDER BY id LIMIT 1');
  return {
    agency: clientScope(everyClient, 1),
    limited: clientScope({ ...everyClient, advertiserIds: [first!.id] } as unknown as AccessScope, 1),
  };
}

/** The test API of one test file with client 1's scopes: opened before its tests, closed after; there once they run. */
export function clientOneOfFile(): TestApi & { agency: ClientScope; limited: ClientScope } {
  const t = {} as TestApi & { agency: ClientScope; limited: ClientScope };
  before(async () => {
    const api = await createTestApi();
    Object.assign(t, api, await clientOneScopes(api.db));
  });
  after(async () => t.close?.());
  return t;
}

/** An advertiser of client 1 the user (a seeded client user) is not assigned: its data is out of their reach. */
export async function unassignedAdvertiser(db: Database, email: string): Promise<number> {
  const [other] = await db.query<{ id: number }>(
    `SELECT a.id FROM advertisers a WHERE a.client_id = 1 AND a.id NOT IN
       (SELECT advertiser_id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id WHERE u.email = $1)
     ORDER BY a.id LIMIT 1`,
    [email],
  );
  return other!.id;
}
