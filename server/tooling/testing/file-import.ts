import { clientScope, type AccessScope } from '../../src/kernel/access/scope';
import type { Database } from '../../src/kernel/db/database';
import { createImport } from '../../src/domains/imports/queries';

/** A new import of a file in Beacon's CSV for client 1 (Acme Outdoor), by its admin, queued: its id. */
export function acmeFileImport(db: Database): Promise<number> {
  const scope = clientScope({ allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope, 1);
  return createImport(db, scope, {
    source: 'file',
    dryRun: false,
    acceptValidRows: false,
    format: 'beacon',
    fileName: 'delivery.csv',
    createdBy: 'admin@acme.test',
  });
}
