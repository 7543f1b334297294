import { accessOf } from '../access/path-guard';
import type { FastifyRequest } from 'fastify';
import { tables } from '../access/scoped';
import type { Database } from '../db/database';

/** What is recorded: one line per change, in the caller's words (who, when, what, to whom). */
export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.disabled',
  'user.enabled',
  'user.password-reset',
  'user.invitation-resent',
  'workspace.deleted',
  'release.promoted',
  'release.rolled-back',
  'release.canary-aborted',
  'release.canary-completed',
  'release.session-replay-changed',
  'import.started',
  'import.undone',
  'api-key.created',
  'api-key.revoked',
  // One batch an API key sent to the ingestion API, accepted or refused (the key by its id, never the key).
  'ingest.batch',
  'deploy-token.created',
  'deploy-token.revoked',
  // One call a deploy token made to the deploy API, done or refused (the token by its id, never the token).
  'deploy-token.used',
  // A share link made or revoked (the link by its id and campaign, never its token).
  'share-link.created',
  'share-link.revoked',
  // A client's brand saved, removed, or given a new logo or login background (Administration › Brands).
  'brand.saved',
  'brand.deleted',
  'brand.image-uploaded',
] as const;
/** How the Activity list names an analytics call an internal user made for someone else (X-Impersonated-By). */
export const ON_BEHALF_ACTION = 'analytics.on-behalf';
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  /** The user changed, by username (or the workspace deleted, by name). */
  /** The user changed, by username; or the remote release (`billing 1.2.0-abc1234`). */
  target: string;
  clientId: number | null;
  /** What changed: field names to their new values, never secrets. */
  details?: Record<string, unknown>;
}

/**
 * Records a change made by the signed-in caller. Called after the change succeeded. An internal user acting for
 * someone (X-Impersonated-By) is the one recorded, with whom they acted for.
 */
export async function recordChange(db: Database, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const impersonation = request.impersonation;
  const actor = impersonation?.actor ?? accessOf(request).user;
  const details = { ...entry.details, ...(impersonation ? { onBehalfOf: impersonation.target.email } : {}) };
  await recordAudit(db, actor, { ...entry, details });
}

/** The platform's own actions (an automatic rollback) are recorded under its name, with no user. */
export const PLATFORM_ACTOR = { id: null, email: 'Beacon (automatic)' };

export async function recordAudit(
  db: Database,
  actor: { id: number | null; email: string },
  entry: AuditEntry,
): Promise<void> {
  const details = entry.details ?? {};
  await tables(db)
    .insertInto('audit_events')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target: entry.target,
      client_id: entry.clientId,
      details: JSON.stringify(details),
    })
    .execute();
}

/** The changes between a user as it was and the request that changed it, for the audit line. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'version' || value === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = value;
  }
  return changes;
}
