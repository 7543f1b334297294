import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCurrency, formatPercent, formatRangeInWords } from '@beacon/shared/format';
import { ACTIVE } from '../../../semantic/statuses';
import { clientScope, type AccessScope } from '../../../kernel/access/scope';
import { call } from '../../../../tooling/testing/call';
import { testApiOfFile } from '../../../../tooling/testing/test-api';
import { builtinAnswer } from './builtin-engine';

const t = testApiOfFile();

const noFocus = { campaignId: null, advertiserId: null };

test('asked on December 1st, "last month" is November and "this month" is December 1st', async () => {
  // The assistant in-process, as the socket runs it for an agency user on Acme Outdoor, with today on the 1st.
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const ctx = { db: t.db, scope: clientScope(agency, 1), today: '2026-12-01', privileges: [] };
  const november = { startDate: '2026-11-01', endDate: '2026-11-30' };

  const last = await builtinAnswer(ctx, 'How much did we spend last month?', noFocus);
  const query = last.toolCalls.find((c) => c.name === 'query_metrics');
  assert.equal(query?.arguments.range, 'Previous Month');
  assert.deepEqual({ startDate: query?.figures.startDate, endDate: query?.figures.endDate }, november);
  // The figure is the report's for those dates, said with them.
  const report = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
    dateRangeChoice: 'Custom',
    queryParams: { dateRange: november },
    queries: ['totals'],
  });
  assert.equal(report.status, 200, JSON.stringify(report.body));
  const [totals] = report.body.data.queryResults.find((q: { name: string }) => q.name === 'totals').data;
  const said = `${formatCurrency(Number(totals.spend))} in ${formatRangeInWords(november.startDate, november.endDate)}`;
  assert.ok(last.text.includes(said), `${said} in: ${last.text}`);

  const now = await builtinAnswer(ctx, 'How much did we spend this month?', noFocus);
  const mtd = now.toolCalls.find((c) => c.name === 'query_metrics');
  assert.equal(mtd?.arguments.range, 'MTD');
  assert.deepEqual([mtd?.figures.startDate, mtd?.figures.endDate], ['2026-12-01', '2026-12-01']);
  assert.ok(now.text.includes('Dec 1, 2026'), now.text);
});

test('a question of two asks answers both, the second in the range of the first', async () => {
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const ctx = { db: t.db, scope: clientScope(agency, 1), today: '2026-12-01', privileges: [] };
  const november = { startDate: '2026-11-01', endDate: '2026-11-30' };
  const report = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
    dateRangeChoice: 'Custom',
    queryParams: { dateRange: november },
    queries: ['totals'],
  });
  const [totals] = report.body.data.queryResults.find((q: { name: string }) => q.name === 'totals').data;

  const both = await builtinAnswer(ctx, 'How much did we spend last month? And how many clicks did we get?', noFocus);
  const queries = both.toolCalls.filter((c) => c.name === 'query_metrics');
  assert.equal(queries.length, 2, both.text);
  assert.deepEqual(
    queries.map((q) => [q.figures.startDate, q.figures.endDate]),
    [
      [november.startDate, november.endDate],
      [november.startDate, november.endDate],
    ],
  );
  const [spendPart, clicksPart] = both.text.split('\n\n');
  assert.ok(spendPart!.includes(formatCurrency(Number(totals.spend))), both.text);
  assert.ok(clicksPart!.includes(Number(totals.clicks).toLocaleString('en-US')), both.text);

  // A part the data cannot answer is said to be so; the other is still answered.
  const half = await builtinAnswer(ctx, 'What was our spend last month, and what is our revenue?', noFocus);
  assert.ok(half.text.includes(formatCurrency(Number(totals.spend))), half.text);
  assert.match(half.text, /“what is our revenue\?”: I cannot answer that part/);
});

test('"which campaign is furthest behind?" names the active campaign with the lowest pacing of the campaign overviews', async () => {
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const today = new Date().toISOString().slice(0, 10);
  const ctx = { db: t.db, scope: clientScope(agency, 1), today, privileges: [] };
  const active = await t.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM campaigns WHERE client_id = 1 AND status = ANY($1) ORDER BY id`,
    [[...ACTIVE]],
  );
  const paced = [];
  for (const c of active) {
    const overview = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${c.id}/pacing`);
    if (overview.body.data.pacingPercent !== null) paced.push({ ...c, pacing: overview.body.data.pacingPercent });
  }
  const lowest = paced.sort((a, b) => a.pacing - b.pacing)[0]!;

  const answer = await builtinAnswer(ctx, 'Which campaign is furthest behind pace?', noFocus);
  assert.ok(answer.text.includes(`${lowest.name} at ${formatPercent(lowest.pacing / 100)}`), answer.text);
  assert.match(answer.text, /furthest behind/);
});

test("a campaign's status, blocker and line items are read from its record, as its page shows them", async () => {
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const ctx = { db: t.db, scope: clientScope(agency, 1), today: '2026-12-01', privileges: [] };
  const page = (id: number) => call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${id}`);
  // Named by a name no other campaign of the client has (a shared name is asked back: "Which one do you mean").
  const [blocked] = await t.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM campaigns c WHERE client_id = 1 AND status = 'Blocked' AND blocker_reason IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM campaigns o WHERE o.client_id = 1 AND o.name = c.name AND o.id <> c.id)
     ORDER BY id LIMIT 1`,
  );
  const shown = (await page(blocked!.id)).body.data;

  const status = await builtinAnswer(ctx, `What is the status of ${blocked!.name}?`, noFocus);
  assert.ok(status.text.startsWith(`${blocked!.name} is Blocked (${shown.blocker.reason})`), status.text);
  const live = await builtinAnswer(ctx, `Is ${blocked!.name} live?`, noFocus);
  assert.ok(live.text.startsWith(`No: ${blocked!.name} is Blocked`), live.text);
  // A follow-up about "it" keeps the campaign.
  const why = await builtinAnswer(ctx, 'and why is it blocked?', noFocus, [
    { role: 'user', content: `What is the status of ${blocked!.name}?` },
    { role: 'assistant', content: status.text },
  ]);
  assert.ok(why.text.includes(shown.blocker.reason), why.text);

  const items = await builtinAnswer(ctx, `What line items does ${blocked!.name} have?`, noFocus);
  for (const item of shown.lineItems as { name: string; platform: string }[])
    assert.ok(items.text.includes(`${item.name} (${item.platform}`), items.text);
});

test('an invoice asked for by its number is the Billing page’s, with or without its prefix', async () => {
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const ctx = { db: t.db, scope: clientScope(agency, 1), today: '2026-12-01', privileges: ['INVOICES_READ'] as never };
  const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/invoices?limit=1&offset=0');
  const [invoice] = list.body.data as { docNumber: string; status: string; advertiserName: string }[];
  for (const said of [invoice!.docNumber, invoice!.docNumber.replace(/^[A-Z]+-/, '')]) {
    const answer = await builtinAnswer(ctx, `How much is invoice ${said}?`, noFocus);
    assert.ok(
      answer.text.startsWith(`Invoice ${invoice!.docNumber} (${invoice!.advertiserName}) is ${invoice!.status}`),
      answer.text,
    );
  }
  const none = await builtinAnswer(ctx, 'When is invoice INV-999999999 due?', noFocus);
  assert.ok(none.text.startsWith('I cannot find invoice INV-999999999'), none.text);
});

test('a share of the whole, an average per day and a difference are worked out from the reports’ own figures', async () => {
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const ctx = { db: t.db, scope: clientScope(agency, 1), today: '2026-12-01', privileges: [] };
  const spendIn = async (startDate: string, endDate: string, advertiserIds?: number[]) => {
    const report = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      dateRangeChoice: 'Custom',
      queryParams: { dateRange: { startDate, endDate } },
      ...(advertiserIds ? { advertiserIds } : {}),
      queries: ['totals'],
    });
    assert.equal(report.status, 200, JSON.stringify(report.body));
    return Number(report.body.data.queryResults.find((q: { name: string }) => q.name === 'totals').data[0].spend);
  };
  const [trailhead] = await t.db.query<{ id: number }>("SELECT id FROM advertisers WHERE name = 'Trailhead Gear'");
  const november = await spendIn('2026-11-01', '2026-11-30');
  const october = await spendIn('2026-10-01', '2026-10-31');
  const mine = await spendIn('2026-11-01', '2026-11-30', [trailhead!.id]);

  const share = await builtinAnswer(ctx, 'What share of our spend went to Trailhead Gear last month?', noFocus);
  const part = `spend ${formatCurrency(mine)} of ${formatCurrency(november)} in all (${formatPercent(mine / november)})`;
  assert.ok(share.text.includes(part), `${part} in: ${share.text}`);

  const daily = await builtinAnswer(ctx, 'What was our average daily spend last month?', noFocus);
  assert.ok(daily.text.includes(`spend averaged ${formatCurrency(november / 30)} a day`), daily.text);

  const difference = await builtinAnswer(
    ctx,
    'What was the difference in spend between October and November?',
    noFocus,
  );
  const up = `up ${formatCurrency(november - october)}, ${formatPercent((november - october) / october)}`;
  assert.ok(difference.text.includes(up), `${up} in: ${difference.text}`);
});

test('a user limited to one advertiser who compares it with another gets their side, and the other declined', async () => {
  const limited = { allClients: false, clientIds: [1], advertiserIds: [1] } as unknown as AccessScope;
  const ctx = { db: t.db, scope: clientScope(limited, 1), today: '2026-12-01', privileges: [] };
  const [mine] = await t.db.query<{ name: string }>('SELECT name FROM advertisers WHERE id = 1');
  const [other] = await t.db.query<{ name: string }>(
    'SELECT name FROM advertisers WHERE client_id = 1 AND id <> 1 ORDER BY id LIMIT 1',
  );
  const answer = await builtinAnswer(ctx, `Compare ${mine!.name} and ${other!.name} on spend last month`, noFocus);
  assert.match(answer.text, new RegExp(`^Spend for ${mine!.name} was \\$[\\d,.]+ in Nov 1 – 30, 2026\\.`));
  assert.ok(answer.text.includes(`I cannot answer for ${other!.name}: it is outside the data`), answer.text);
  // Only the user's own advertiser was queried.
  const queries = answer.toolCalls.filter((c) => c.name === 'query_metrics');
  assert.deepEqual(
    queries.map((q) => q.arguments.advertiserIds),
    [[1]],
  );
  const alone = await builtinAnswer(ctx, `How much did ${other!.name} spend last month?`, noFocus);
  assert.ok(alone.text.startsWith('That is outside the data I can answer from.'), alone.text);
});

test('"how many invoices are unpaid?" counts the open and overdue invoices of the Billing page, with their balance', async () => {
  const agency = { allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope;
  const ctx = { db: t.db, scope: clientScope(agency, 1), today: '2026-12-01', privileges: ['INVOICES_READ'] as never };
  const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/invoices?pageSize=500');
  const invoices = list.body.data as { status: string; balance: string }[];
  const unpaid = invoices.filter((i) => i.status === 'Open' || i.status === 'Overdue');
  const due = unpaid.reduce((sum, i) => sum + Number(i.balance), 0);
  for (const asked of ['How many invoices are unpaid?', 'which invoices are not paid yet', 'outstanding invoices?']) {
    const answer = await builtinAnswer(ctx, asked, noFocus);
    assert.ok(answer.text.includes(`${unpaid.length} unpaid invoices`), `${asked}: ${answer.text}`);
    assert.ok(answer.text.includes(formatCurrency(due)), `${asked}: ${answer.text}`);
  }
});
