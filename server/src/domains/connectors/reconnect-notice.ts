import { ADMIN_ROLES } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import { escapeHtml } from '../../kernel/mail/templates';
import { notify } from '../notifications/deliver';

/**
 * Tells a connection's owners (the administrators of its client who may see its workspace's advertiser) that it
 * needs connecting again: its syncs stop until then. A failure to notify is logged, never the sync's failure.
 */
export async function needsReconnecting(
  db: Database,
  connection: { clientId: number; advertiserId: number | null; connectionName: string },
  reason: string,
): Promise<void> {
  await notify(
    db,
    { clientId: connection.clientId, advertiserId: connection.advertiserId, roles: [...ADMIN_ROLES] },
    {
      category: 'general',
      title: `${connection.connectionName} needs reconnecting`,
      content:
        `${escapeHtml(connection.connectionName)} stopped syncing: ${escapeHtml(reason)}. ` +
        'Connect it again on Data connections to resume its syncs.',
    },
  ).catch((error: unknown) => console.error('[beacon] could not notify of a connection to reconnect', error));
}
