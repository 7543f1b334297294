import { clientScope, type AccessScope, type ClientScope } from '../../src/kernel/access/scope';
import type { Database } from '../../src/kernel/db/database';

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
