import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { generatedOrg } from './org';
import { startSalesforceStandIn, type SalesforceStandIn } from './server';
import { fixedTokens } from './token-check';

let sf: SalesforceStandIn;
const auth = { authorization: 'Bearer session-1' };

before(async () => {
  sf = await startSalesforceStandIn({
    tokenCheck: fixedTokens(['session-1', 'session-2']),
    org: generatedOrg({ accounts: ['Northwind Traders'], opportunitiesPerAccount: 5 }),
    batchSize: 2,
  });
});
after(async () => sf?.close());

const get = async (path: string, headers: Record<string, string> = auth) => {
  const response = await fetch(`${sf.url}${path}`, { headers });
  return { status: response.status, limit: response.headers.get('sforce-limit-info'), body: await response.json() };
};
const query = (soql: string) => `/services/data/v62.0/query?q=${encodeURIComponent(soql).replace(/%20/g, '+')}`;

test('a query answers as Salesforce does: records with attributes and relationships, batches by nextRecordsUrl', async () => {
  const first = await get(query('SELECT Id, Name, StageName, Amount, Account.Name FROM Opportunity ORDER BY Id'));
  assert.equal(first.status, 200);
  assert.match(first.limit!, /^api-usage=\d+\/15000$/);
  assert.equal(first.body.totalSize, 5);
  assert.equal(first.body.done, false);
  assert.match(first.body.nextRecordsUrl, /^\/services\/data\/v62\.0\/query\/01g\w+-2$/);
  const [record] = first.body.records;
  assert.match(record.Id, /^006[a-zA-Z0-9]{15}$/);
  assert.deepEqual(record.attributes, {
    type: 'Opportunity',
    url: `/services/data/v62.0/sobjects/Opportunity/${record.Id}`,
  });
  assert.equal(record.Account.Name, 'Northwind Traders');
  assert.equal(record.Account.attributes.type, 'Account');
  const ids = [...first.body.records.map((r: { Id: string }) => r.Id)];
  let next = first.body.nextRecordsUrl;
  while (next) {
    const page = await get(next);
    ids.push(...page.body.records.map((r: { Id: string }) => r.Id));
    next = page.body.done ? null : page.body.nextRecordsUrl;
  }
  assert.deepEqual(ids, [...ids].sort());
  assert.equal(new Set(ids).size, 5);
});

test('WHERE on a datetime reads only what changed since', async () => {
  const since = new Date(Date.now() - 1000);
  const changed = sf.org.saveOpportunity({ Id: [...sf.org.opportunities.keys()][0]!, StageName: 'Closed Won' });
  const found = await get(
    query(`SELECT Id, IsWon FROM Opportunity WHERE LastModifiedDate > ${since.toISOString().slice(0, 19)}Z`),
  );
  assert.deepEqual(
    found.body.records.map((r: { Id: string; IsWon: boolean }) => [r.Id, r.IsWon]),
    [[changed.Id, true]],
  );
});

test("errors come as Salesforce's array of message and errorCode", async () => {
  assert.deepEqual((await get(query('SELECT Id FROM Opportunity'), {})).body, [
    { message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' },
  ]);
  assert.equal((await get(query('SELEKT Id FROM Opportunity'))).body[0].errorCode, 'MALFORMED_QUERY');
  assert.equal((await get(query('SELECT Nope FROM Opportunity'))).body[0].errorCode, 'INVALID_FIELD');
  assert.equal((await get('/services/data/v62.0/query/01gdeadbeef-2')).body[0].errorCode, 'INVALID_QUERY_LOCATOR');
  sf.fault('throttle');
  const throttled = await get(query('SELECT Id FROM Opportunity'));
  assert.deepEqual([throttled.status, throttled.body[0].errorCode], [403, 'REQUEST_LIMIT_EXCEEDED']);
  sf.revoke('session-1');
  assert.equal((await get(query('SELECT Id FROM Opportunity'))).status, 401);
});

test('a deleted record leaves query but queryAll still finds it, with IsDeleted', async () => {
  const gone = [...sf.org.opportunities.keys()][1]!;
  sf.org.deleteOpportunity(gone);
  const session = { authorization: 'Bearer session-2' };
  const soql = 'SELECT Id, IsDeleted FROM Opportunity ORDER BY Id LIMIT 10';
  const live = await get(query(soql), session);
  assert.equal(live.body.totalSize, 4);
  assert.ok(live.body.records.every((r: { Id: string }) => r.Id !== gone));
  const all = await get(`/services/data/v62.0/queryAll?q=${encodeURIComponent(soql)}`, session);
  assert.equal(all.body.totalSize, 5);
  assert.deepEqual(
    all.body.records.filter((r: { IsDeleted: boolean }) => r.IsDeleted).map((r: { Id: string }) => r.Id),
    [gone],
  );
  assert.match(all.body.nextRecordsUrl, /^\/services\/data\/v62\.0\/queryAll\/01g\w+-2$/);
});
