import { iso, likeText } from '../api/schemas';
import type { Database } from '../db/database';

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

/** Newest first; the search matches who acted, on whom, or the action. */
export async function auditEvents(db: Database, search: string | undefined, limit: number, offset: number) {
  return db.query<AuditRow>(
    `SELECT count(*) OVER ()::int AS "totalCount", e.id::int AS id, ${iso('e.at')} AS at, e.actor_email AS "actorEmail",
      e.action, e.target, e.client_id AS "clientId", c.name AS "clientName", e.details
    FROM audit_events e LEFT JOIN clients c ON c.id = e.client_id
    WHERE ($1::text IS NULL OR (e.actor_email || ' ' || e.target || ' ' || e.action) ILIKE '%' || $1 || '%')
    ORDER BY e.at DESC, e.id DESC LIMIT $2 OFFSET $3`,
    [likeText(search), limit, offset],
  );
}
