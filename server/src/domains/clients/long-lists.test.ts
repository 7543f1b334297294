import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { createTestApi, type TestApi } from '../../../tooling/testing/test-api';

// The client picker, the switcher and the demo-mode controller search on the server a page at a time: with
// more than a hundred clients and campaigns, the last ones are found by search and reached by paging.
let t: TestApi;
before(async () => {
  t = await createTestApi();
  await t.db.query(
    `INSERT INTO clients (name) SELECT 'Zephyr Client ' || lpad(n::text, 3, '0') FROM generate_series(1, 130) n`,
  );
  await t.db.query(`INSERT INTO campaigns (client_id, advertiser_id, name, status, rate_type)
    SELECT 1, (SELECT min(id) FROM advertisers WHERE client_id = 1), 'Zephyr Push ' || lpad(n::text, 3, '0'), 'Live', 'CPM'
    FROM generate_series(1, 150) n`);
});
after(async () => t.close());

/** The clients agency staff's search finds (`search` as the address writes it), by their labels. */
const clientsFound = async (search: string) =>
  (await call(t, 'staff@beacon.test', 'GET', `/api/clients?search=${search}`)).body.data.map(
    (c: { label: string }) => c.label,
  );

describe('lists past one hundred', () => {
  test('the last of 130 extra clients is found by search, and reached page by page', async () => {
    assert.deepEqual(await clientsFound('zephyr%20client%20130'), ['Zephyr Client 130']);
    const first = await call(t, 'staff@beacon.test', 'GET', '/api/clients?search=zephyr&pageSize=50');
    assert.equal(first.body.page.total, 130);
    const last = await call(t, 'staff@beacon.test', 'GET', '/api/clients?search=zephyr&pageSize=50&page=3');
    assert.equal(last.body.data.at(-1).label, 'Zephyr Client 130');
  });

  test('the last of 150 extra campaigns is found by a name search', async () => {
    const found = await call(
      t,
      'staff@beacon.test',
      'GET',
      '/api/clients/1/campaigns?filter=all&search=zephyr%20push%20150',
    );
    assert.deepEqual(
      found.body.data.map((c: { name: string }) => c.name),
      ['Zephyr Push 150'],
    );
  });

  test('a search for % or _ finds those characters, not everything', async () => {
    await t.db.query(`INSERT INTO clients (name) VALUES ('Fifty 50% Off'), ('Under_Score Media')`);
    assert.deepEqual(await clientsFound('50%25'), ['Fifty 50% Off']);
    assert.deepEqual(await clientsFound('r_s'), ['Under_Score Media']);
  });
});
