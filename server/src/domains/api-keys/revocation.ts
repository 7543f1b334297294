import type { FastifyRequest } from 'fastify';
import { recordChange, type AuditEntry } from '../../kernel/audit/record';
import type { Database } from '../../kernel/db/database';
import { notFound } from '../../kernel/http/errors';
import type { IssuedSecretRow } from './issued-secrets';

/**
 * An issued secret (an API key, a deploy token) revoked at an administrator's request: 404 for one its table lacks,
 * the change recorded the first time only (revoking it again changes nothing), and its row as the list shows it.
 */
export async function revokedOnRequest<Row extends IssuedSecretRow & { id: number }>(
  db: Database,
  request: FastifyRequest,
  found: Row | undefined,
  revoke: (db: Database, id: number) => Promise<Row | undefined>,
  change: (revoked: Row) => AuditEntry,
): Promise<{ data: Row }> {
  if (!found) throw notFound();
  const revoked = (await revoke(db, found.id))!;
  if (!found.revokedAt) await recordChange(db, request, change(revoked));
  return { data: revoked };
}
