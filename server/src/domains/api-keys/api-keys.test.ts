import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { clientIdOf, testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

const ADMIN = 'admin@beacon.test';
const ingest = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/product-categories',
    headers: { authorization: `Bearer ${key}` },
    payload: { records: [{ slug: 'key-checks', name: 'Key checks' }] },
  });

describe('API keys in Administration (BeaconAdmin)', () => {
  test('a key is shown once, only its hash is kept, and the list never shows it', async () => {
    const created = await call(t, ADMIN, 'POST', '/api/api-keys', { name: '  Snowflake nightly  ' });
    assert.equal(created.status, 201);
    const { key, ...shown } = created.body.data;
    assert.match(key, /^bk_live_[A-Za-z0-9_-]{43}$/);
    assert.equal(shown.prefix, key.slice(0, 12));
    assert.equal(shown.name, 'Snowflake nightly');
    assert.equal(shown.clientId, null);
    assert.equal(shown.createdBy, ADMIN);
    assert.equal(shown.lastUsedAt, null);

    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [shown.id]);
    assert.equal(row!.key_hash, createHash('sha256').update(key).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(key.slice(12)), 'the secret is stored nowhere');

    const list = await call(t, ADMIN, 'GET', '/api/api-keys');
    const listed = list.body.data.find((k: { id: number }) => k.id === shown.id);
    assert.deepEqual(listed, shown);
    assert.ok(!list.raw.body.includes(key.slice(12)));
  });

  test('a key for one client names it; a client that does not exist and a blank name are refused', async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    const created = await call(t, ADMIN, 'POST', '/api/api-keys', { name: 'Acme feed', clientId: acme });
    assert.equal(created.body.data.clientId, acme);
    assert.equal(created.body.data.clientName, 'Acme Outdoor');
    const missing = await call(t, ADMIN, 'POST', '/api/api-keys', { name: 'Ghost', clientId: 2147483000 });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fields, [{ field: 'clientId', message: 'is not a client' }]);
    const blank = await call(t, ADMIN, 'POST', '/api/api-keys', { name: '   ' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.fields[0].field, 'name');
  });

  test('each use is the last use the list shows', async () => {
    const { key, id } = (await call(t, ADMIN, 'POST', '/api/api-keys', { name: 'Used' })).body.data;
    assert.equal((await ingest(key)).statusCode, 200);
    const listed = (await call(t, ADMIN, 'GET', '/api/api-keys')).body.data.find((k: { id: number }) => k.id === id);
    assert.ok(listed.lastUsedAt && Date.now() - Date.parse(listed.lastUsedAt) < 60_000, listed.lastUsedAt);
  });

  test('a revoked key is refused from then on, stays listed, and revoking it again changes nothing', async () => {
    const { key, id } = (await call(t, ADMIN, 'POST', '/api/api-keys', { name: 'Old feed' })).body.data;
    assert.equal((await ingest(key)).statusCode, 200);
    const revoked = await call(t, ADMIN, 'DELETE', `/api/api-keys/${id}`);
    assert.equal(revoked.status, 200);
    assert.ok(revoked.body.data.revokedAt);
    const refused = await ingest(key);
    assert.equal(refused.statusCode, 401);
    assert.equal(JSON.parse(refused.body).message, 'This API key was revoked');
    const again = await call(t, ADMIN, 'DELETE', `/api/api-keys/${id}`);
    assert.equal(again.body.data.revokedAt, revoked.body.data.revokedAt);
    const events = await t.db.query(
      "SELECT 1 FROM audit_events WHERE action = 'api-key.revoked' AND details->>'apiKeyId' = $1",
      [String(id)],
    );
    assert.equal(events.length, 1);
    assert.equal((await call(t, ADMIN, 'DELETE', '/api/api-keys/2147483000')).status, 404);
  });

  test('creating and revoking are in the activity log, by key id, never with the key', async () => {
    const { key, id } = (await call(t, ADMIN, 'POST', '/api/api-keys', { name: 'Audited' })).body.data;
    await call(t, ADMIN, 'DELETE', `/api/api-keys/${id}`);
    const activity = await call(t, ADMIN, 'GET', '/api/audit-events?search=Audited');
    assert.deepEqual(
      activity.body.data.map((e: { action: string; actorEmail: string }) => [e.action, e.actorEmail]),
      [
        ['api-key.revoked', ADMIN],
        ['api-key.created', ADMIN],
      ],
    );
    assert.equal(activity.body.data[1].details.apiKeyId, id);
    assert.ok(!activity.raw.body.includes(key.slice(8)));
  });

  test('no one but a BeaconAdmin lists, creates or revokes keys', async () => {
    const { id } = (await call(t, ADMIN, 'POST', '/api/api-keys', { name: 'Guarded' })).body.data;
    for (const email of ['staff@beacon.test', 'partner@beacon.test', 'admin@acme.test', 'reports@acme.test']) {
      assert.equal((await call(t, email, 'GET', '/api/api-keys')).status, 403, email);
      assert.equal((await call(t, email, 'POST', '/api/api-keys', { name: 'Mine' })).status, 403, email);
      assert.equal((await call(t, email, 'DELETE', `/api/api-keys/${id}`)).status, 403, email);
    }
    const keys = await t.db.query(
      "SELECT 1 FROM api_keys WHERE name = 'Mine' OR (id = $1 AND revoked_at IS NOT NULL)",
      [id],
    );
    assert.equal(keys.length, 0);
  });
});
