import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { LOCKS, withLock } from '../db/locks';
import { notify } from './deliver';

const STATUS_LABEL: Record<string, string> = { Draft: 'Pre-Launch' };

/** A kind is watched from its first check on: what exists then is recorded without notifying anyone. */
async function firstLook(db: Database, kind: string): Promise<boolean> {
  const inserted = await db.query(
    "INSERT INTO notification_watch (kind, key, value) VALUES ($1, '*', 'baseline') ON CONFLICT DO NOTHING RETURNING key",
    [kind],
  );
  return inserted.length > 0;
}

async function overdueInvoices(db: Database) {
  const baseline = await firstLook(db, 'invoice-overdue');
  const added = await db.query<{ id: number }>(`INSERT INTO notification_watch (kind, key, value)
    SELECT 'invoice-overdue', i.id::text, 'Overdue' FROM invoices i WHERE i.balance > 0 AND i.due_date < current_date
    ON CONFLICT DO NOTHING RETURNING key::int AS id`);
  if (baseline || added.length === 0) return;
  const fresh = await db.query<{
    id: number;
    clientId: number;
    advertiserId: number | null;
    docNumber: string;
    balance: string;
    due: string;
  }>(
    `
    SELECT i.id, i.client_id AS "clientId", i.advertiser_id AS "advertiserId", i.doc_number AS "docNumber",
      to_char(i.balance, 'FM999,999,990.00') AS balance, to_char(i.due_date, 'MM/DD/YYYY') AS due
    FROM invoices i WHERE i.id = ANY($1::int[]) ORDER BY i.id`,
    [added.map((r) => r.id)],
  );
  for (const i of fresh) {
    await notify(
      db,
      { clientId: i.clientId, advertiserId: i.advertiserId },
      {
        category: 'billing',
        topic: `invoice:${i.id}`,
        title: `Invoice ${i.docNumber} is overdue`,
        content: `A balance of $${i.balance} was due on ${i.due}.`,
        actionUrl: `/clients/${i.clientId}/billing`,
        actionMessage: 'View invoice',
      },
    );
  }
}

async function campaignStatuses(db: Database) {
  const baseline = await firstLook(db, 'campaign-status');
  const changed = await db.query<{ id: number; clientId: number; advertiserId: number; name: string; status: string }>(`
    SELECT c.id, c.client_id AS "clientId", c.advertiser_id AS "advertiserId", c.name, c.status FROM campaigns c
    LEFT JOIN notification_watch w ON w.kind = 'campaign-status' AND w.key = c.id::text WHERE w.value IS DISTINCT FROM c.status`);
  if (changed.length === 0) return;
  await db.query(
    `INSERT INTO notification_watch (kind, key, value) SELECT 'campaign-status', k, v FROM unnest($1::text[], $2::text[]) AS t(k, v)
    ON CONFLICT (kind, key) DO UPDATE SET value = EXCLUDED.value`,
    [changed.map((c) => String(c.id)), changed.map((c) => c.status)],
  );
  if (baseline) return;
  for (const c of changed) {
    await notify(
      db,
      { clientId: c.clientId, advertiserId: c.advertiserId },
      {
        category: 'campaign',
        topic: `campaign:${c.id}`,
        title: `${c.name} is now ${STATUS_LABEL[c.status] ?? c.status}`,
        content: `The campaign ${c.name} changed status to ${STATUS_LABEL[c.status] ?? c.status}.`,
        actionUrl: `/clients/${c.clientId}/campaigns/${c.id}/overview`,
        actionMessage: 'View campaign',
      },
    );
  }
}

async function deliveredReports(db: Database) {
  const [seen] = await db.query<{ value: string }>(
    "SELECT value FROM notification_watch WHERE kind = 'report-run' AND key = '*'",
  );
  const [top] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM report_schedule_runs');
  const newest = top?.id ?? 0;
  await db.query(
    `INSERT INTO notification_watch (kind, key, value) VALUES ('report-run', '*', $1) ON CONFLICT (kind, key) DO UPDATE SET value = EXCLUDED.value`,
    [String(newest)],
  );
  if (!seen) return;
  const runs = await db.query<{
    id: number;
    clientId: number;
    advertiserId: number;
    name: string;
    recipients: string[];
  }>(
    `
    SELECT r.id, a.client_id AS "clientId", a.id AS "advertiserId", s.name, s.recipients FROM report_schedule_runs r
    JOIN report_schedules s ON s.id = r.schedule_id JOIN advertisers a ON a.id = s.advertiser_id
    WHERE r.id > $1 AND r.id <= $2 AND r.status = 'SUCCESS' ORDER BY r.id`,
    [Number(seen.value), newest],
  );
  for (const run of runs) {
    await notify(
      db,
      { clientId: run.clientId, advertiserId: run.advertiserId },
      {
        category: 'dashboard',
        topic: `report-schedule:${run.id}`,
        title: `Scheduled report delivered: ${run.name}`,
        content: `${run.name} was sent to ${run.recipients.join(', ')}.`,
        actionUrl: `/clients/${run.clientId}/reporting-suite/${run.advertiserId}/builder/schedules`,
        actionMessage: 'View schedules',
      },
    );
  }
}

/**
 * One pass of the periodic check: invoices that fell overdue, campaigns that changed status, reports delivered.
 * Several instances over one PostgreSQL check in turn, never together (an advisory lock): one that finds another
 * checking skips its pass, so each event is told once. Returns false when it skipped.
 */
export async function checkForEvents(db: Database): Promise<boolean> {
  const done = await withLock(db, LOCKS.notificationWatch, 'skip', async () => {
    await overdueInvoices(db);
    await campaignStatuses(db);
    await deliveredReports(db);
    return true;
  });
  return done === true;
}

/** Runs the check every `seconds` (never two at once) while the app is open. */
export function startWatcher(app: FastifyInstance, db: Database, seconds: number) {
  let running = false;
  let closed = false;
  const tick = () => {
    if (running || closed) return;
    running = true;
    checkForEvents(db)
      .catch((error: unknown) => app.log.error({ err: error }, 'notification check failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  let first: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(tick, 1000).unref();
  });
  // A server closed within its first second (tests) must not query a database that is closing too.
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    clearTimeout(first);
  });
}
