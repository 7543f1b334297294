import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { quickBooksConnection, QBO_ADMIN } from '../../../../tooling/testing/quickbooks-connection';
import { openForFile } from '../../../../tooling/testing/opened-for-file';
import { queueScheduledSyncs } from '../scheduled-syncs';

// The agency keeps QuickBooks' customer 58 as its first advertiser's external id: matched at once.
const c = openForFile('the QuickBooks connection', () =>
  quickBooksConnection({ pageSize: 10, firstAdvertiserIs: '58' }),
);

const customer58 = () => c.qbo.company(c.realmId).invoices.filter((i) => i.CustomerRef.value === '58');

describe('QuickBooks Online connector: faults', () => {
  test('a sync that fails on its second page writes nothing, and the queue tries it again', async () => {
    c.qbo.breakPage(2, 500);
    const ran = await c.syncNow();
    assert.ok(ran instanceof Error, 'the job fails, for the queue to try it again');
    const sync = await c.lastSync();
    assert.equal(sync.status, 'queued');
    assert.match(String(sync.error), /QuickBooks Online: An application error has occurred.*\(code 10000\)/);
    assert.deepEqual(await c.billing(), [], 'Billing is unchanged');
    const [pdfs] = await c.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM invoices WHERE client_id = $1 AND pdf_storage_key IS NOT NULL AND external_id ~ '^[0-9]+$'",
      [c.acme],
    );
    assert.equal(pdfs!.n, 0);

    // A page that is not QuickBooks' JSON fails it the same way.
    c.qbo.mend();
    c.qbo.breakPage(3, 'malformed');
    assert.ok((await c.runAgain(sync.id)) instanceof Error);
    assert.match(String((await c.lastSync()).error), /not its JSON/);
    assert.deepEqual(await c.billing(), []);

    c.qbo.mend();
    assert.equal(await c.runAgain(sync.id), undefined);
    const done = await c.lastSync();
    assert.equal(done.status, 'done', String(done.error));
    assert.equal(done.attempts, 3);
    assert.equal((await c.billing()).length, customer58().length);
  });

  test('throttling (429) and a 503 are waited out, and the sync completes', async () => {
    c.qbo.updateInvoice(c.realmId, customer58()[2]!.Id, { Balance: 0 });
    const refused = c.qbo.served.refused;
    c.qbo.fault({ status: 429 }, { status: 429 }, { status: 503 });
    assert.equal(await c.syncNow(), undefined);
    const sync = await c.lastSync();
    assert.equal(sync.status, 'done', String(sync.error));
    assert.equal(sync.rows, 1);
    assert.equal(c.qbo.served.refused - refused, 3);
  });

  test('a revoked grant marks the connection "Needs reconnecting", tells its owners, and stops its syncs', async () => {
    c.qbo.revoke(c.token);
    assert.equal(await c.syncNow(), undefined, 'not tried again: nothing would change');
    const sync = await c.lastSync();
    assert.equal(sync.status, 'failed');
    assert.match(
      String(sync.error),
      /^Needs reconnecting: QuickBooks Online: message=AuthenticationFailed.*\(code 3200\)/,
    );
    const connection = await c.t.call(QBO_ADMIN, 'GET', c.base);
    assert.equal(connection.body.data.status, 'expired');
    assert.match(connection.body.data.lastError, /^Needs reconnecting/);

    const told = await c.t.db.query<{ title: string }>(
      `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.email = $1 AND n.title LIKE '%needs reconnecting'`,
      [QBO_ADMIN],
    );
    assert.equal(told.length, 1);

    const again = await c.t.call(QBO_ADMIN, 'PUT', c.base, { sync: true });
    assert.equal(again.status, 409);
    const queued = c.sent.length;
    await c.t.db.query(`UPDATE connector_syncs SET queued_at = queued_at - interval '25 hours'`);
    assert.equal(await queueScheduledSyncs(c.t.db, { send: async () => null, work: async () => {} }), 0);
    assert.equal(c.sent.length, queued);
    assert.equal((await c.billing()).length, customer58().length, 'what Billing holds stays');
  });
});
