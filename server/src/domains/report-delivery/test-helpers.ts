import { acrossClients } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';

/**
 * A new builder report of the advertiser's, of these columns, mailed every day over the last 30 days to one
 * recipient: the schedule's id. A test's own rows, written across clients as the seed writes a client's.
 */
export async function reportMailedDaily(
  db: Database,
  advertiserId: number,
  report: { name: string; columns: string[] },
  schedule: { name: string; recipient: string; format: 'CSV' | 'PDF' },
): Promise<number> {
  const { id } = await acrossClients(db)
    .insertInto('builder_reports')
    .values({ advertiser_id: advertiserId, name: report.name, column_names: report.columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  const made = await acrossClients(db)
    .insertInto('report_schedules')
    .values({
      advertiser_id: advertiserId,
      builder_report_id: id,
      name: schedule.name,
      frequency: 'DAILY',
      recipients: [schedule.recipient],
      format: schedule.format,
      date_range: 'Last 30 days',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}
