import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import type { BuilderReport } from './schemas';

/** An advertiser's saved builder reports, by name. */
export async function builderReports(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
): Promise<Static<typeof BuilderReport>[]> {
  return scoped(db, scope)
    .selectFrom('builder_reports as b')
    .select(['b.id', 'b.name', 'b.description', 'b.column_names as columnNames'])
    .where('b.advertiser_id', '=', advertiserId)
    .orderBy('b.name')
    .orderBy('b.id')
    .execute();
}

/** Whether the report is one of this advertiser's (a schedule may only deliver those). */
export async function isAdvertisersReport(db: Database, scope: ClientScope, advertiserId: number, reportId: number) {
  const report = await scoped(db, scope)
    .selectFrom('builder_reports as b')
    .select('b.id')
    .where('b.advertiser_id', '=', advertiserId)
    .where('b.id', '=', reportId)
    .executeTakeFirst();
  return report !== undefined;
}
