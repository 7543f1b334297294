import assert from 'node:assert/strict';
import { backfillWindow, type ConnectorDeps } from '../../src/domains/connectors/run-sync';
import { connectionSyncs, heldDelivery, type SentJob } from './connector-sync';
import type { TestAnalytics } from './test-analytics';

/** What the line items hold of a day, as a delivery connector's tests read it. */
interface HeldDay {
  day: string;
  impressions: number;
  spend: string;
}

/** A delivery connector's connection as its tests drive it: a person's Sync, its history, the line items' days. */
interface DeliveryConnection<H extends HeldDay = HeldDay> {
  t: TestAnalytics;
  user: string;
  base(): string;
  syncNow(): Promise<{ ran: unknown }>;
  /** The newest sync on the connection's history, as the API answers it. */
  lastSync(): Promise<ReturnType<typeof JSON.parse>>;
  held(): Promise<H[]>;
}

/**
 * Sync of the backfill month, the first: done, its 30 days written once for each of the three line items the
 * platform's ids are on. Answers the sync (its unmatched rows to check) and the line items' days.
 */
async function monthSynced<H extends HeldDay>(c: DeliveryConnection<H>) {
  const { ran } = await c.syncNow();
  assert.equal(ran, undefined);
  const sync = await c.lastSync();
  assert.equal(sync.status, 'done', sync.error);
  assert.equal(sync.days, 30);
  assert.equal(sync.rows, 3 * 30);
  const rows = await c.held();
  assert.equal(rows.length, 3 * 30, 'each line item day once');
  return { sync, rows };
}

/** The platform restates a day, and Sync: what the line items held for that day is replaced, never added to. */
async function restatedDayIsReplaced(c: DeliveryConnection, restate: (day: string) => void) {
  const restated = backfillWindow().to;
  const first = await c.held();
  restate(restated);
  await c.syncNow();
  const second = await c.held();
  assert.equal(second.length, first.length, 'no day is held twice');
  const changed = second.filter((r, i) => r.impressions !== first[i]!.impressions || r.spend !== first[i]!.spend);
  assert.ok(changed.length > 0);
  assert.ok(changed.every((r) => r.day === restated));
}

/**
 * The platform restates the first day, then fails part way through the Sync (as `fail` makes it): the delivery is
 * as it was, nothing is left staged, and the sync waits for the queue to try it again. Answers that sync.
 */
async function failureHalfWayWritesNothing(
  c: DeliveryConnection,
  platform: { restate: (day: string) => void; fail: () => void },
  error: RegExp,
) {
  const before = await c.held();
  platform.restate(backfillWindow().from);
  platform.fail();
  const { ran } = await c.syncNow();
  assert.ok(ran instanceof Error, 'the job fails, so the queue tries it again');
  const sync = await c.lastSync();
  assert.equal(sync.status, 'queued');
  assert.match(String(sync.error), error);
  assert.deepEqual(await c.held(), before, 'nothing half-written: what was read before the failure is not applied');
  const [staged] = await c.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_staged_rows');
  assert.equal(staged!.n, 0);
  return sync;
}

/**
 * The platform throttles or fails some of its answers (`fault`): the connector waits them out, each asked again, and
 * the sync completes. Gives how many requests the platform served meanwhile (`served` counts them).
 */
async function faultsAreWaitedOut(c: DeliveryConnection, platform: { fault: () => void; served: () => number }) {
  const before = platform.served();
  platform.fault();
  const { ran } = await c.syncNow();
  assert.equal(ran, undefined);
  assert.equal((await c.lastSync()).status, 'done');
  return platform.served() - before;
}

/**
 * The platform refuses the connection's token (revoked, or not reaching the account): the sync fails for good
 * (a person must connect again), the connection shows "Needs reconnecting" and refuses another Sync.
 */
async function refusedTokenNeedsReconnecting(c: DeliveryConnection, error: RegExp) {
  const { ran } = await c.syncNow();
  assert.equal(ran, undefined, 'not retried: a person must connect again');
  const sync = await c.lastSync();
  assert.equal(sync.status, 'failed');
  assert.match(String(sync.error), error);
  const connection = await c.t.call(c.user, 'GET', c.base());
  assert.equal(connection.body.data.status, 'expired');
  assert.match(connection.body.data.lastError, /Needs reconnecting/);
  assert.equal((await c.t.call(c.user, 'PUT', c.base(), { sync: true })).status, 409);
}

/** Where a delivery connector's tests sync: the server, Acme's workspace and connection, the line items it fills. */
export interface DeliveryScene {
  t: TestAnalytics;
  workspaceId: number;
  connectionId: string;
  deps: ConnectorDeps;
  lineItemIds: number[];
}

/**
 * A person's Sync of a delivery connection (each job it queues shown to `checkJob`), its history and what its
 * line items hold from a day on, with the checks every delivery connector passes.
 */
export function deliveryConnection(
  user: string,
  sent: SentJob[],
  scene: () => DeliveryScene,
  checkJob: (job: SentJob) => void = () => {},
) {
  const base = () => `/analytics/workspaces/${scene().workspaceId}/connections/${scene().connectionId}`;
  const syncs = connectionSyncs(user, sent, () => ({ t: scene().t, base: base(), deps: scene().deps }));
  const held = (from = backfillWindow().from) => heldDelivery(scene().t.db, scene().lineItemIds, from);
  const c = {
    get t() {
      return scene().t;
    },
    user,
    base,
    async syncNow() {
      const { ran, job } = await syncs.syncNow();
      checkJob(job);
      return { ran };
    },
    lastSync: syncs.lastSync,
    held: () => held(),
  };
  return {
    base,
    syncNow: c.syncNow,
    lastSync: c.lastSync,
    held,
    monthSynced: () => monthSynced(c),
    restatedDayIsReplaced: (restate: (day: string) => void) => restatedDayIsReplaced(c, restate),
    failureHalfWayWritesNothing: (platform: { restate: (day: string) => void; fail: () => void }, error: RegExp) =>
      failureHalfWayWritesNothing(c, platform, error),
    faultsAreWaitedOut: (platform: { fault: () => void; served: () => number }) => faultsAreWaitedOut(c, platform),
    refusedTokenNeedsReconnecting: (error: RegExp) => refusedTokenNeedsReconnecting(c, error),
  };
}
