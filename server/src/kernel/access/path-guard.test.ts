import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ACCESS_CHANNEL } from '../auth/access-cache';
import { afterAnnounced } from '../../../tooling/testing/announced';
import { clientIdOf, createTestApi, type TestApi } from '../../../tooling/testing/test-api';

// The path guard remembers, on a signed-in user's kept access, the clients it found; what it answers must not change.
describe('a client in the path, with access kept between requests', () => {
  let t: TestApi;
  before(async () => {
    t = await createTestApi({ accessCacheSeconds: 60 });
  });
  after(() => t.close());

  const advertisersOf = async (email: string, clientId: number) =>
    t.app.inject({ method: 'GET', url: `/api/clients/${clientId}/advertisers`, headers: await t.auth(email) });

  test('a client user reaches their own client on every request and never another', async () => {
    const acme = await clientIdOf(t.db, 'Acme Outdoor');
    const northwind = await clientIdOf(t.db, 'Northwind Fitness');
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await advertisersOf('admin@acme.test', acme)).statusCode, 200);
      assert.equal((await advertisersOf('admin@acme.test', northwind)).statusCode, 404);
    }
  });

  test('agency staff get 404 for a client that does not exist, and for one deleted after they reached it', async () => {
    assert.equal((await advertisersOf('admin@beacon.test', 2147483000)).statusCode, 404);
    const [created] = await t.db.query<{ id: number }>(
      "INSERT INTO clients (name) VALUES ('Short Lived') RETURNING id",
    );
    const first = await advertisersOf('admin@beacon.test', created!.id);
    assert.equal(first.statusCode, 200);
    assert.equal((await advertisersOf('admin@beacon.test', created!.id)).statusCode, 200);
    await afterAnnounced(t.db, ACCESS_CHANNEL, 'clients', () =>
      t.db.query('DELETE FROM clients WHERE id = $1', [created!.id]),
    );
    const gone = await advertisersOf('admin@beacon.test', created!.id);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().status, 404);
  });
});
