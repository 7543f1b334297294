import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { generatedCompany } from './company';
import { startQuickBooksStandIn } from './server';
import { openForFile } from '../../tooling/testing/opened-for-file';
import { fixedTokens } from './token-check';

const TOKEN = 'eyJ.stand-in';
const REALM = '4620816365';
/** The stand-in on a free port, with a company of two customers and five invoices its token reaches. */
const standIn = () =>
  startQuickBooksStandIn({
    tokenCheck: fixedTokens({ [TOKEN]: [REALM] }),
    companyOf: (realmId) => generatedCompany(realmId, { customers: 2, invoices: 5 }),
  });
const qbo = openForFile('the QuickBooks stand-in', standIn);

const query = (statement: string, headers: Record<string, string> = {}, realm = REALM) =>
  fetch(`${qbo.url}/v3/company/${realm}/query?${new URLSearchParams({ query: statement, minorversion: '75' })}`, {
    headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json', ...headers },
  });

describe('QuickBooks Online stand-in: the Accounting API as Intuit documents it', () => {
  test('a query pages by STARTPOSITION and MAXRESULTS, and a page past the end is an empty QueryResponse', async () => {
    const first = await (await query('select * from Invoice STARTPOSITION 1 MAXRESULTS 3')).json();
    assert.equal(first.QueryResponse.Invoice.length, 3);
    assert.equal(first.QueryResponse.startPosition, 1);
    assert.equal(first.QueryResponse.maxResults, 3);
    const invoice = first.QueryResponse.Invoice[0];
    assert.equal(typeof invoice.TotalAmt, 'number');
    assert.match(invoice.TxnDate, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(invoice.MetaData.LastUpdatedTime, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    assert.equal(invoice.Line[0].DetailType, 'SalesItemLineDetail');
    const second = await (await query('select * from Invoice STARTPOSITION 4 MAXRESULTS 3')).json();
    assert.equal(second.QueryResponse.Invoice.length, 2);
    const past = await (await query('select * from Invoice STARTPOSITION 7 MAXRESULTS 3')).json();
    assert.deepEqual(past.QueryResponse, {});
  });

  test('where compares times as instants and references by their value', async () => {
    const all = (await (await query('select * from Invoice')).json()).QueryResponse.Invoice;
    const newest = all
      .map((i: { MetaData: { LastUpdatedTime: string } }) => i.MetaData.LastUpdatedTime)
      .sort()
      .at(-1);
    const since = await (await query(`select * from Invoice where MetaData.LastUpdatedTime >= '${newest}'`)).json();
    assert.ok(since.QueryResponse.Invoice.length >= 1);
    const ofCustomer = await (await query("select * from Invoice where CustomerRef IN ('59')")).json();
    assert.ok(
      ofCustomer.QueryResponse.Invoice.every((i: { CustomerRef: { value: string } }) => i.CustomerRef.value === '59'),
    );
  });

  test('faults come in Intuit’s bodies: a query it cannot parse, a revoked token, another company, throttling', async () => {
    const bad = await query('select * from Invoice wher x');
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).Fault.Error[0].code, '4000');

    const other = await query('select * from Invoice', {}, '1');
    assert.equal(other.status, 403);
    assert.equal((await other.json()).fault.error[0].code, '3100');

    qbo.fault({ status: 429 });
    const throttled = await query('select * from Customer');
    assert.equal(throttled.status, 429);
    assert.match((await throttled.json()).Fault.Error[0].Message, /ThrottleExceeded/);

    const xml = await query('select * from Customer', { accept: 'application/xml' });
    assert.match(String(xml.headers.get('content-type')), /xml/);

    qbo.revoke(TOKEN);
    const revoked = await query('select * from Customer');
    assert.equal(revoked.status, 401);
    assert.equal((await revoked.json()).fault.error[0].code, '3200');
  });
});

describe('QuickBooks Online stand-in: change data capture', () => {
  // A company of its own: the tests above revoke their token.
  const own = openForFile('its own QuickBooks stand-in', standIn);
  const cdc = (params: Record<string, string>) =>
    fetch(`${own.url}/v3/company/${REALM}/cdc?${new URLSearchParams({ minorversion: '75', ...params })}`, {
      headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json' },
    });
  const query = (statement: string) =>
    fetch(`${own.url}/v3/company/${REALM}/query?${new URLSearchParams({ query: statement, minorversion: '75' })}`, {
      headers: { authorization: `Bearer ${TOKEN}`, accept: 'application/json' },
    });

  test('names what changed since a moment in full, and a deleted invoice by its Id with status Deleted', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const [doomed, kept] = own.company(REALM).invoices;
    own.deleteInvoice(REALM, doomed!.Id);
    own.updateInvoice(REALM, kept!.Id, { Balance: 0 });
    const answer = await (await cdc({ entities: 'Invoice', changedSince: since })).json();
    const invoices = answer.CDCResponse[0].QueryResponse[0].Invoice as {
      Id: string;
      status?: string;
      Balance?: number;
    }[];
    assert.deepEqual(
      invoices.map((i) => [i.Id, i.status ?? 'changed']).sort(),
      [
        [doomed!.Id, 'Deleted'],
        [kept!.Id, 'changed'],
      ].sort(),
    );
    assert.equal(invoices.find((i) => i.Id === kept!.Id)!.Balance, 0);
    const queried = await (await query(`select * from Invoice where Id = '${doomed!.Id}'`)).json();
    assert.deepEqual(queried.QueryResponse, {});
  });

  test('looks back 30 days at most, and needs its entities', async () => {
    const old = await cdc({ entities: 'Invoice', changedSince: new Date(Date.now() - 31 * 86_400_000).toISOString() });
    assert.equal(old.status, 400);
    assert.equal((await old.json()).Fault.type, 'ValidationFault');
    const none = await cdc({ changedSince: new Date().toISOString() });
    assert.equal(none.status, 400);
    assert.equal((await none.json()).Fault.Error[0].code, '2020');
  });
});
