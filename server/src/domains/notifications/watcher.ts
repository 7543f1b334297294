import { paths } from '@beacon/shared/paths';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../kernel/db/database';
import { LOCKS, withLock } from '../../kernel/db/locks';
import { acrossClients, tables } from '../../kernel/access/scoped';
import { isAnyOf } from '../../kernel/db/sql';
import { startPeriodic } from '../../kernel/jobs/periodic';
import { notify, type NewNotification } from './deliver';
import { checkAlertRules, DEFAULT_ALERT_OPTIONS, type AlertOptions } from '../alerts/check';

const STATUS_LABEL: Record<string, string> = { Draft: 'Pre-Launch' };

/** Tells each row's news to the people of its client and advertiser, one row after the other. */
async function notifyEach<Row extends { clientId: number; advertiserId: number | null }>(
  db: Database,
  rows: Row[],
  news: (row: Row) => NewNotification,
) {
  for (const row of rows) await notify(db, { clientId: row.clientId, advertiserId: row.advertiserId }, news(row));
}

/** A kind is watched from its first check on: what exists then is recorded without notifying anyone. */
async function firstLook(db: Database, kind: string): Promise<boolean> {
  const inserted = await tables(db)
    .insertInto('notification_watch')
    .values({ kind, key: '*', value: 'baseline' })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .execute();
  return inserted.length > 0;
}

/**
 * Records what the watcher has seen of `kind` (the value of each key), replacing what it saw before. Two array
 * parameters however many keys (the first look at a large agency records every campaign at once).
 */
async function remember(db: Database, kind: string, seen: { key: string; value: string }[]) {
  if (seen.length === 0) return;
  const keys = seen.map((s) => s.key);
  const values = seen.map((s) => s.value);
  await tables(db)
    .insertInto('notification_watch')
    .columns(['kind', 'key', 'value'])
    .expression(sql`SELECT ${kind}, k, v FROM unnest(${keys}::text[], ${values}::text[]) AS t(k, v)`)
    .onConflict((oc) => oc.columns(['kind', 'key']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
    .execute();
}

// The watcher reads every client's invoices, campaigns and report runs on purpose: it tells each client of its own.
async function overdueInvoices(db: Database) {
  const baseline = await firstLook(db, 'invoice-overdue');
  const added = await acrossClients(db)
    .insertInto('notification_watch')
    .columns(['kind', 'key', 'value'])
    .expression((eb) =>
      eb
        .selectFrom('invoices as i')
        .select([
          sql.lit('invoice-overdue').as('kind'),
          sql<string>`i.id::text`.as('key'),
          sql.lit('Overdue').as('value'),
        ])
        .where('i.balance', '>', '0')
        .where(sql<boolean>`i.due_date < current_date`),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .execute();
  if (baseline || added.length === 0) return;
  const fresh = await acrossClients(db)
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.client_id as clientId',
      'i.advertiser_id as advertiserId',
      'i.doc_number as docNumber',
      sql<string>`to_char(i.balance, 'FM999,999,990.00')`.as('balance'),
      sql<string>`to_char(i.due_date, 'MM/DD/YYYY')`.as('due'),
    ])
    .where(
      isAnyOf(
        'i.id',
        added.map((r) => Number(r.key)),
      ),
    )
    .orderBy('i.id')
    .execute();
  await notifyEach(db, fresh, (i) => ({
    category: 'billing',
    topic: `invoice:${i.id}`,
    title: `Invoice ${i.docNumber} is overdue`,
    content: `A balance of $${i.balance} was due on ${i.due}.`,
    actionUrl: `/clients/${i.clientId}/billing`,
    actionMessage: 'View invoice',
  }));
}

async function campaignStatuses(db: Database) {
  const baseline = await firstLook(db, 'campaign-status');
  const changed = await acrossClients(db)
    .selectFrom('campaigns as c')
    .leftJoin('notification_watch as w', (join) =>
      join.on('w.kind', '=', 'campaign-status').on('w.key', '=', sql<string>`c.id::text`),
    )
    .select(['c.id', 'c.client_id as clientId', 'c.advertiser_id as advertiserId', 'c.name', 'c.status'])
    .where(sql<boolean>`w.value IS DISTINCT FROM c.status`)
    .execute();
  if (changed.length === 0) return;
  await remember(
    db,
    'campaign-status',
    changed.map((c) => ({ key: String(c.id), value: c.status })),
  );
  if (baseline) return;
  await notifyEach(db, changed, (c) => ({
    category: 'campaign',
    topic: `campaign:${c.id}`,
    title: `${c.name} is now ${STATUS_LABEL[c.status] ?? c.status}`,
    content: `The campaign ${c.name} changed status to ${STATUS_LABEL[c.status] ?? c.status}.`,
    actionUrl: paths.campaign(c.clientId, c.id),
    reportingActionUrl: paths.campaignReporting(c.clientId, c.id),
    actionMessage: 'View campaign',
  }));
}

async function deliveredReports(db: Database) {
  const seen = await tables(db)
    .selectFrom('notification_watch')
    .select('value')
    .where('kind', '=', 'report-run')
    .where('key', '=', '*')
    .executeTakeFirst();
  const top = await acrossClients(db)
    .selectFrom('report_schedule_runs')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const newest = top?.id ?? 0;
  await remember(db, 'report-run', [{ key: '*', value: String(newest) }]);
  if (!seen) return;
  const runs = await acrossClients(db)
    .selectFrom('report_schedule_runs as r')
    .innerJoin('report_schedules as s', 's.id', 'r.schedule_id')
    .innerJoin('advertisers as a', 'a.id', 's.advertiser_id')
    .select(['r.id', 'a.client_id as clientId', 'a.id as advertiserId', 's.name', 's.recipients'])
    .where('r.id', '>', Number(seen.value))
    .where('r.id', '<=', newest)
    .where('r.status', '=', 'SUCCESS')
    .orderBy('r.id')
    .execute();
  await notifyEach(db, runs, (run) => ({
    category: 'dashboard',
    topic: `report-schedule:${run.id}`,
    title: `Scheduled report delivered: ${run.name}`,
    content: `${run.name} was sent to ${run.recipients.join(', ')}.`,
    actionUrl: `/clients/${run.clientId}/reporting-suite/${run.advertiserId}/builder/schedules`,
    actionMessage: 'View schedules',
  }));
}

/**
 * One pass of the periodic check: invoices that fell overdue, campaigns that changed status, reports delivered,
 * alert rules that began to hold.
 * Several instances over one PostgreSQL check in turn, never together (an advisory lock): one that finds another
 * checking skips its pass, so each event is told once. Returns false when it skipped.
 */
export async function checkForEvents(db: Database, alerts: AlertOptions = DEFAULT_ALERT_OPTIONS): Promise<boolean> {
  const done = await withLock(db, LOCKS.notificationWatch, 'skip', async () => {
    await overdueInvoices(db);
    await campaignStatuses(db);
    await deliveredReports(db);
    await checkAlertRules(db, alerts);
    return true;
  });
  return done === true;
}

/** Runs the check every `seconds` (the first a second after start) while the app is open. */
export function startWatcher(app: FastifyInstance, db: Database, seconds: number, alerts?: AlertOptions) {
  startPeriodic(app, db, { name: 'notification check', seconds, firstAfterMs: 1000 }, () => checkForEvents(db, alerts));
}
