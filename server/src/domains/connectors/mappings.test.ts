import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { acmeWorkspace } from '../../../tooling/testing/connector-sync';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { clientScope, type AccessScope } from '../../kernel/access/scope';
import type { WorkspaceRef } from '../analytics/access';
import { advertisersFor } from './mappings';

const ADMIN = 'admin@acme.test';

let t: TestAnalytics;
let acme: number;
let workspace: WorkspaceRef;
let connectionId: number;
let base: string;
let advertisers: { id: number; name: string }[];

before(async () => {
  t = await createTestAnalytics();
  const { workspaceId, ...client } = await acmeWorkspace(t.db);
  acme = client.acme;
  const scope = clientScope(
    { allClients: false, clientIds: [acme], advertiserIds: null } as unknown as AccessScope,
    acme,
  );
  workspace = { id: workspaceId, clientId: acme, advertiserId: null, scope } as unknown as WorkspaceRef;
  advertisers = await t.db.query('SELECT id, name FROM advertisers WHERE client_id = $1 ORDER BY id LIMIT 2', [acme]);
  // The agency already keeps QuickBooks' customer id 58 as the first advertiser's external id.
  await t.db.query(`UPDATE advertisers SET external_id = '58' WHERE id = $1`, [advertisers[0]!.id]);
  const [connection] = await t.db.query<{ id: number; connectionId: string }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status, account_id)
     VALUES ($1, 'conn-mapping-test', 'GOOGLE_ADS', 'Books', false, 'oauth', 'connected', '123-456-7890')
     RETURNING id, connection_id AS "connectionId"`,
    [workspaceId],
  );
  connectionId = connection!.id;
  base = `/analytics/workspaces/${workspaceId}/connections/${connection!.connectionId}/mappings`;
});

after(async () => t.close());

test('a record whose id an advertiser carries is matched at once; another waits, listed first, for a person', async () => {
  const found = await advertisersFor(t.db, workspace, connectionId, 'customer', [
    { id: '58', name: 'Acme Outdoor Retail' },
    { id: '71', name: 'Trailhead Co-op' },
  ]);
  assert.equal(found.get('58'), advertisers[0]!.id);
  assert.equal(found.get('71'), null);

  const listed = await t.call(ADMIN, 'GET', base);
  assert.equal(listed.status, 200);
  assert.deepEqual(
    listed.body.data.map((m: { externalId: string; advertiserId: number | null }) => [m.externalId, m.advertiserId]),
    [
      ['71', null],
      ['58', advertisers[0]!.id],
    ],
  );
});

test('a person maps a customer once, and the next sync finds it; unmapping puts it back on the list', async () => {
  await advertisersFor(t.db, workspace, connectionId, 'customer', [{ id: '90', name: 'Summit Gear' }]);
  const mapped = await t.call(ADMIN, 'PUT', base, {
    kind: 'customer',
    externalId: '90',
    advertiserId: advertisers[1]!.id,
  });
  assert.equal(mapped.status, 200, JSON.stringify(mapped.body));
  const row = mapped.body.data.find((m: { externalId: string }) => m.externalId === '90');
  assert.equal(row.advertiserName, advertisers[1]!.name);
  assert.equal(row.mappedBy, ADMIN);
  const again = await advertisersFor(t.db, workspace, connectionId, 'customer', [
    { id: '90', name: 'Summit Gear Inc.' },
  ]);
  assert.equal(again.get('90'), advertisers[1]!.id);

  await t.call(ADMIN, 'PUT', base, { kind: 'customer', externalId: '90', advertiserId: null });
  const after = await advertisersFor(t.db, workspace, connectionId, 'customer', [
    { id: '90', name: 'Summit Gear Inc.' },
  ]);
  assert.equal(after.get('90'), null);
});

test("another client's advertiser, or a record never seen, is not found", async () => {
  const [other] = await t.db.query<{ id: number }>('SELECT id FROM advertisers WHERE client_id <> $1 LIMIT 1', [acme]);
  await advertisersFor(t.db, workspace, connectionId, 'customer', [{ id: '91', name: 'Alpine' }]);
  const foreign = await t.call(ADMIN, 'PUT', base, { kind: 'customer', externalId: '91', advertiserId: other!.id });
  assert.equal(foreign.status, 404);
  const unseen = await t.call(ADMIN, 'PUT', base, {
    kind: 'customer',
    externalId: 'nope',
    advertiserId: advertisers[0]!.id,
  });
  assert.equal(unseen.status, 404);
  const noChoice = await t.call(ADMIN, 'PUT', base, { kind: 'customer', externalId: '91' });
  assert.equal(noChoice.status, 400);
  assert.equal(noChoice.body.message, 'Choose the advertiser this record stands for');
});

test("an ad group is mapped to the line item that carries it, once, on the connection's platform only", async () => {
  const lineItems = await t.db.query<{ id: number; platform: string; name: string }>(
    `SELECT DISTINCT ON (li.platform) li.id, li.platform, li.name FROM line_items li JOIN campaigns c ON c.id = li.campaign_id
     WHERE c.client_id = $1 AND li.platform IN ('GOOGLE_ADS', 'META') ORDER BY li.platform, li.id`,
    [acme],
  );
  const google = lineItems.find((l) => l.platform === 'GOOGLE_ADS')!;
  const meta = lineItems.find((l) => l.platform === 'META')!;
  const mapped = await t.call(ADMIN, 'PUT', base, { kind: 'adGroup', externalId: '990001', lineItemId: google.id });
  assert.equal(mapped.status, 200, JSON.stringify(mapped.body));
  const [carried] = await t.db.query<{ id: string }>(
    'SELECT platform_line_item_id AS id FROM line_items WHERE id = $1',
    [google.id],
  );
  assert.equal(carried!.id, '990001');

  const [second] = await t.db.query<{ id: number }>(
    `SELECT li.id FROM line_items li JOIN campaigns c ON c.id = li.campaign_id
     WHERE c.client_id = $1 AND li.platform = 'GOOGLE_ADS' AND li.id <> $2 LIMIT 1`,
    [acme, google.id],
  );
  const twice = await t.call(ADMIN, 'PUT', base, { kind: 'adGroup', externalId: '990001', lineItemId: second!.id });
  assert.equal(twice.status, 409);
  assert.equal(twice.body.message, `The line item ${google.name} already carries this ad group`);

  const elsewhere = await t.call(ADMIN, 'PUT', base, { kind: 'adGroup', externalId: '990002', lineItemId: meta.id });
  assert.equal(elsewhere.status, 400);

  // What the page offers to place an ad group on: the client's Google Ads line items only, each with what it carries.
  const choices = await t.call(ADMIN, 'GET', base.replace(/mappings$/, 'line-items'));
  assert.equal(choices.status, 200);
  const offered = choices.body.data as { id: number; platform: string; platformLineItemId: string | null }[];
  assert.ok(offered.length > 1);
  assert.deepEqual([...new Set(offered.map((c) => c.platform))], ['GOOGLE_ADS']);
  assert.equal(offered.find((c) => c.id === google.id)?.platformLineItemId, '990001');
  assert.ok(!offered.some((c) => c.id === meta.id));
});

test("another client's user finds no such connection", async () => {
  const listed = await t.call('franchise@northwind.test', 'GET', base);
  assert.equal(listed.status, 404);
  const choices = await t.call('franchise@northwind.test', 'GET', base.replace(/mappings$/, 'line-items'));
  assert.equal(choices.status, 404);
  const mapped = await t.call('franchise@northwind.test', 'PUT', base, {
    kind: 'customer',
    externalId: '71',
    advertiserId: advertisers[0]!.id,
  });
  assert.ok([403, 404].includes(mapped.status), String(mapped.status));
});
