import { iso, likeText } from '../api/schemas';
import type { Database } from '../db/database';
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
 */
const EVENTS = `(
  SELECT id::int AS id, at, actor_email, action, target, client_id, details FROM audit_events
  UNION ALL
  SELECT -l.id::int, l.at, l.actor_email, '${ON_BEHALF_ACTION}', l.impersonated_email, u.client_id,
    jsonb_build_object('operation', l.operation, 'status', l.status)
  FROM analytics_audit_log l LEFT JOIN users u ON u.id = l.impersonated_user_id
)`;

/** Newest first; the search matches who acted, on whom, or the action. */
export async function auditEvents(db: Database, search: string | undefined, limit: number, offset: number) {
  return db.query<AuditRow>(
    `SELECT count(*) OVER ()::int AS "totalCount", e.id, ${iso('e.at')} AS at, e.actor_email AS "actorEmail",
      e.action, e.target, e.client_id AS "clientId", c.name AS "clientName", e.details
    FROM ${EVENTS} e LEFT JOIN clients c ON c.id = e.client_id
    WHERE ($1::text IS NULL OR (e.actor_email || ' ' || e.target || ' ' || e.action) ILIKE '%' || $1 || '%')
    ORDER BY e.at DESC, e.id DESC LIMIT $2 OFFSET $3`,
    [likeText(search), limit, offset],
  );
}
