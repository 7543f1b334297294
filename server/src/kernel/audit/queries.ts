import { sql } from 'kysely';
import { acrossClients } from '../access/scoped';
import { likeText } from '../http/schemas';
import type { Database } from '../db/database';
import { asInt, contains, isoText, TOTAL_COUNT } from '../db/sql';
import { ON_BEHALF_ACTION } from './record';

export interface AuditRow {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  target: string;
  clientId: number | null;
  clientName: string | null;
  details: Record<string, unknown>;
  totalCount: number;
}

/**
 * The changes recorded, and every analytics call an internal user made for someone else (X-Impersonated-By, from
 * the analytics audit log; negative ids keep the two apart): who, on whose behalf, which operation, and its status.
 * The activity log names the clients of changes across clients (BeaconAdmin only).
 */
function events(db: Database) {
  const log = acrossClients(db);
  return log
    .selectFrom('audit_events')
    .select([
      asInt('id').as('id'),
      'at',
      'actor_email',
      'action',
      'target',
      'client_id',
      sql<Record<string, unknown>>`details`.as('details'),
    ])
    .unionAll(
      log
        .selectFrom('analytics_audit_log as l')
        .leftJoin('users as u', 'u.id', 'l.impersonated_user_id')
        .select([
          sql<number>`-l.id::int`.as('id'),
          'l.at',
          'l.actor_email',
          sql<string>`${ON_BEHALF_ACTION}::text`.as('action'),
          'l.impersonated_email as target',
          'u.client_id',
          sql<Record<string, unknown>>`jsonb_build_object('operation', l.operation, 'status', l.status)`.as('details'),
        ]),
    );
}

/** Newest first; the search matches who acted, on whom, or the action. */
export async function auditEvents(
  db: Database,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  const text = likeText(search);
  return acrossClients(db)
    .selectFrom(events(db).as('e'))
    .leftJoin('clients as c', 'c.id', 'e.client_id')
    .select([
      TOTAL_COUNT,
      'e.id',
      isoText('e.at').as('at'),
      'e.actor_email as actorEmail',
      'e.action',
      'e.target',
      'e.client_id as clientId',
      'c.name as clientName',
      'e.details',
    ])
    .$if(text !== null, (q) => q.where(contains(sql`(e.actor_email || ' ' || e.target || ' ' || e.action)`, text!)))
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
