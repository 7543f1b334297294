import { sql } from 'kysely';
import type { Database } from '../../kernel/db/database';
import { ADMIN_ROLES } from '../../kernel/access/scope';
import { acrossClients, tables } from '../../kernel/access/scoped';
import { isAnyOf } from '../../kernel/db/sql';
import { notify } from './deliver';
import { escapeHtml } from '../../kernel/mail/templates';

/**
 * Hooks the other domains call where a real event happens: one line at the call site, the wording here. The event
 * itself has already happened (the upload is stored, the user created): a failure to notify is logged, never
 * turned into a failure of the operation.
 */
const reported = (what: string) => (error: unknown) => console.error(`[beacon] could not notify of ${what}`, error);

export function documentsUploaded(
  db: Database,
  at: { clientId: number; advertiserId: number; campaignId: number | null },
  names: string[],
) {
  return names.length === 0 ? Promise.resolve() : notifyUpload(db, at, names).catch(reported('an upload'));
}

async function notifyUpload(
  db: Database,
  at: { clientId: number; advertiserId: number; campaignId: number | null },
  names: string[],
) {
  // Across clients on purpose: the server raises the event about a row it has just written for this client.
  const owner = await (
    at.campaignId
      ? acrossClients(db).selectFrom('campaigns').select('name').where('id', '=', at.campaignId)
      : acrossClients(db).selectFrom('advertisers').select('name').where('id', '=', at.advertiserId)
  ).executeTakeFirst();
  const place = at.campaignId
    ? `/clients/${at.clientId}/campaigns/${at.campaignId}/documents`
    : `/clients/${at.clientId}/advertisers/${at.advertiserId}/documents`;
  await notify(
    db,
    { clientId: at.clientId, advertiserId: at.advertiserId },
    {
      category: 'document',
      topic: at.campaignId ? `campaign:${at.campaignId}` : `advertiser:${at.advertiserId}`,
      title: names.length === 1 ? `New document: ${names[0]}` : `${names.length} new documents`,
      // Content is HTML: names (of files and of what they belong to) are people's text, escaped.
      content: `${names.map(escapeHtml).join(', ')} uploaded to ${escapeHtml(owner?.name ?? 'your documents')}.`,
      actionUrl: place,
      actionMessage: 'View documents',
    },
  );
}

/** Tells the client's managers that someone was invited (the invitee has no inbox until they sign in). */
export function userInvited(db: Database, userId: number) {
  return notifyInvitation(db, userId).catch(reported('an invitation'));
}

async function notifyInvitation(db: Database, userId: number) {
  const user = await tables(db)
    .selectFrom('users')
    .select(['client_id as clientId', 'email', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.clientId) return;
  const managers = await tables(db)
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', user.clientId)
    .where('id', '<>', userId)
    .where(isAnyOf('role', ADMIN_ROLES))
    .execute();
  await notify(
    db,
    { clientId: user.clientId, userIds: managers.map((m) => m.id) },
    {
      category: 'general',
      title: 'User invited',
      content: `${escapeHtml(user.name)} (${escapeHtml(user.email)}) was invited to Beacon.`,
      actionUrl: `/clients/${user.clientId}/user-management`,
      actionMessage: 'Manage users',
    },
  );
}
