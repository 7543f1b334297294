import type { ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Defaults, Specification } from './schemas';

const COLUMNS = `s.id, s.key, s.name, s.report_type AS "reportType", s.channel_type AS "channelType", s.platforms, s.ad_formats AS "adFormats",
  s.objectives, s.client_id AS "clientId"`;

/** The agency-wide specifications plus the client's own. */
export async function specifications(db: Database, scope: ClientScope) {
  return db.query<Static<typeof Specification>>(
    `SELECT ${COLUMNS} FROM report_specifications s WHERE s.client_id IS NULL OR s.client_id = $1
    ORDER BY s.position, s.id`,
    [scope.clientId],
  );
}

export async function specificationById(db: Database, scope: ClientScope, id: number) {
  const [row] = await db.query<Static<typeof Specification> & { defaults: Static<typeof Defaults> }>(
    `SELECT ${COLUMNS}, s.defaults FROM report_specifications s WHERE (s.client_id IS NULL OR s.client_id = $1) AND s.id = $2`,
    [scope.clientId, id],
  );
  if (!row) throw notFound();
  return row;
}

/** An agency-wide tab's specification by its key. */
export async function specificationByKey(db: Database, key: string) {
  const [row] = await db.query<Static<typeof Specification> & { defaults: Static<typeof Defaults> }>(
    `SELECT ${COLUMNS}, s.defaults FROM report_specifications s WHERE s.client_id IS NULL AND s.key = $1`,
    [key],
  );
  if (!row) throw notFound();
  return row;
}
