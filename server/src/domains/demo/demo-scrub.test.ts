import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import { pdfText } from '../../../tooling/testing/pdf-text';
import { testAppOfFile } from '../../../tooling/testing/test-app';
import { FAKE_COMPANIES, FAKE_EMAILS, FAKE_PEOPLE, FAKE_WEBSITES } from '@beacon/shared/demo';
import type { Database } from '../../kernel/db/database';
import { createDemoScrub, demoScrubbing } from './demo-scrub';

describe('demo mode on the server', () => {
  let api: TestApi;
  let app: FastifyInstance;
  before(async () => {
    api = await createTestApi();
    app = Fastify();
    await demoScrubbing(app, api.db);
    // Real rows, as the API's own routes would answer them, under a neutral key the field scrubber does not know.
    app.get('/api/echo', async () => ({
      data: await api.db.query("SELECT name AS word, 'Call ' || name || ' today' AS note FROM clients"),
    }));
  });
  after(async () => {
    await app.close();
    await api.close();
  });

  it('scrubs every real name the database knows before the answer leaves the server', async () => {
    const plain = await app.inject('/api/echo');
    assert.match(plain.body, /Acme Outdoor/);
    const demo = await app.inject({ url: '/api/echo', headers: { 'x-beacon-demo': '0123456789abcdef' } });
    assert.equal(demo.headers['x-beacon-demo'], 'scrubbed');
    assert.doesNotMatch(demo.body, /Acme Outdoor|Northwind Fitness|Globex Retail/);
    assert.equal(JSON.parse(demo.body).data.length, JSON.parse(plain.body).data.length);
  });

  it('maps a real name to the same fake within a session, and ignores a malformed key', async () => {
    const headers = { 'x-beacon-demo': '0123456789abcdef' };
    const first = await app.inject({ url: '/api/echo', headers });
    const second = await app.inject({ url: '/api/echo', headers });
    assert.equal(first.body, second.body);
    const forged = await app.inject({ url: '/api/echo', headers: { 'x-beacon-demo': '<script>' } });
    assert.match(forged.body, /Acme Outdoor/);
  });

  it('a conversation scrubbed on a server that has not read the real names yet reads them once', async () => {
    /** The test database as a server that has not scrubbed anything yet sees it, counting its statements. */
    const coldServer = () => {
      const counted = { statements: 0 };
      const db: Database = {
        kind: api.db.kind,
        query: <Row>(sql: string, params?: unknown[]) => {
          counted.statements += 1;
          return api.db.query<Row>(sql, params);
        },
        exec: (sql) => api.db.exec(sql),
        transaction: (work) => api.db.transaction(work),
        close: async () => undefined,
      };
      return { scrub: createDemoScrub(db), counted };
    };
    const one = coldServer();
    assert.doesNotMatch(await one.scrub.text('0123456789abcdef', 'Acme Outdoor spent more'), /Acme Outdoor/);
    // Twelve answers of a conversation, each scrubbed at the same moment, as the assistant's history is shown.
    const many = coldServer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => many.scrub.text('0123456789abcdef', `Acme Outdoor, answer ${i}`)),
    );
    assert.ok(answers.every((answer) => !answer.includes('Acme Outdoor')));
    assert.equal(many.counted.statements, one.counted.statements);
  });
});

describe('demo mode through the real API: by field, and binary downloads', () => {
  const t = testAppOfFile();
  let headers: Record<string, string>;
  const demo = { 'x-beacon-demo': '0123456789abcdef' };
  const get = (path: string, extra: Record<string, string> = {}) =>
    fetch(`${t.url}${path}`, { headers: { ...headers, ...extra } });
  const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

  before(async () => {
    headers = { authorization: `Bearer ${await t.signIn('admin@beacon.test')}` };
  });

  it('a name ending in "." (Evergreen Camping Co.) never leaves in lists, summaries (with a query) or details', async () => {
    const [advertiser] = await t.db.query<{ id: number; clientId: number }>(
      `SELECT id, client_id AS "clientId" FROM advertisers WHERE name = 'Evergreen Camping Co.'`,
    );
    assert.ok(advertiser, 'the seed has the advertiser');
    const base = `/api/clients/${advertiser.clientId}/advertisers`;
    const real = await (await get(`${base}?pageSize=100`)).text();
    assert.match(real, /Evergreen Camping Co\./);
    const names = new Map<string, string>();
    for (const path of [`${base}?pageSize=100`, `${base}/summary?pageSize=100`, `${base}/summary`, base]) {
      const response = await get(path, demo);
      assert.equal(response.headers.get('x-beacon-demo'), 'scrubbed', path);
      const body = await response.text();
      assert.doesNotMatch(body, /Evergreen|Acme Outdoor/, path);
      const row = (JSON.parse(body) as { data: { id: number; name: string }[] }).data.find(
        (a) => a.id === advertiser.id,
      );
      if (row) names.set(path, row.name);
    }
    const detail = (await (await get(`${base}/${advertiser.id}`, demo)).json()) as { data: { name: string } };
    assert.doesNotMatch(JSON.stringify(detail), /Evergreen/);
    assert.deepEqual(new Set([...names.values(), detail.data.name]).size, 1, 'one fake from list to detail');
  });

  it('the invoice PDF in demo mode is made from the scrubbed values the invoice list shows', async () => {
    const list = (await (await get('/api/clients/1/invoices?pageSize=1')).json()) as {
      data: { id: number; totalAmount: number; balance: number }[];
    };
    const invoice = list.data[0]!;
    const realPdf = pdfText(Buffer.from(await (await get(`/api/clients/1/invoices/${invoice.id}/pdf`)).arrayBuffer()));
    assert.match(realPdf, /Bill toAcme Outdoor/);
    assert.ok(realPdf.includes(usd(invoice.totalAmount)));

    const demoList = (await (await get('/api/clients/1/invoices?pageSize=1', demo)).json()) as {
      data: { id: number; totalAmount: number; advertiserName?: string }[];
    };
    const response = await get(`/api/clients/1/invoices/${invoice.id}/pdf`, demo);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-beacon-demo'), 'scrubbed');
    const demoPdf = pdfText(Buffer.from(await response.arrayBuffer()));
    assert.match(demoPdf, /Bill to/);
    assert.doesNotMatch(demoPdf, /Acme Outdoor/);
    assert.ok(!demoPdf.includes(usd(invoice.totalAmount)), 'the real total is not in the PDF');
    assert.ok(!demoPdf.includes(usd(invoice.balance)), 'the real balance is not in the PDF');
    assert.ok(demoPdf.includes(usd(demoList.data[0]!.totalAmount)), 'the PDF shows the total the page showed');
    const [names] = await t.db.query<{ advertiser: string; campaign: string }>(
      `SELECT a.name AS advertiser, c.name AS campaign FROM invoices i LEFT JOIN advertisers a ON a.id = i.advertiser_id
       LEFT JOIN campaigns c ON c.id = i.campaign_id WHERE i.id = $1`,
      [invoice.id],
    );
    if (names!.advertiser) assert.ok(!demoPdf.includes(names!.advertiser), 'no real advertiser');
    if (names!.campaign) assert.ok(!demoPdf.includes(names!.campaign), 'no real campaign');
  });

  it('scales every amount of a client by one whole factor: ratios, sums and cumulative series hold', async () => {
    type Campaign = { id: number; status: string; budget: number; deliveredBudget: number };
    const path = '/api/clients/1/campaigns?pageSize=100&filter=all';
    const real = ((await (await get(path)).json()) as { data: Campaign[] }).data;
    const shown = ((await (await get(path, demo)).json()) as { data: Campaign[] }).data;
    const factor = shown[0]!.budget / real[0]!.budget;
    assert.ok(Number.isInteger(factor) && factor > 1, `factor ${factor}`);
    shown.forEach((campaign, i) => {
      assert.equal(campaign.id, real[i]!.id);
      assert.equal(campaign.status, real[i]!.status, 'statuses are labels');
      assert.equal(campaign.budget, real[i]!.budget * factor);
      assert.ok(Math.abs(campaign.deliveredBudget - real[i]!.deliveredBudget * factor) < 0.005);
    });
    const invoices = (p: Record<string, string> = {}) =>
      get('/api/clients/1/invoices/metrics', p).then(async (r) => ((await r.json()) as { data: object }).data);
    const [realTotals, shownTotals] = [await invoices(), await invoices(demo)];
    for (const [key, value] of Object.entries(realTotals))
      if (typeof value === 'number' && /total|balance/i.test(key) && value > 0)
        assert.ok(Math.abs((shownTotals as Record<string, number>)[key]! - value * factor) < 0.005, key);

    const live = real.find((c) => c.status === 'Live')!;
    type Pacing = {
      budget: number;
      deliveredSpend: number;
      series: { deliveredSpend: number; expectedSpend: number }[];
    };
    const pacing = async (h: Record<string, string> = {}) =>
      ((await (await get(`/api/clients/1/campaigns/${live.id}/pacing`, h)).json()) as { data: Pacing }).data;
    const [realPacing, shownPacing] = [await pacing(), await pacing(demo)];
    assert.ok(
      Math.abs(shownPacing.deliveredSpend / shownPacing.budget - realPacing.deliveredSpend / realPacing.budget) < 1e-9,
      'delivered vs budget as real',
    );
    const cumulative = shownPacing.series.map((day) => day.deliveredSpend);
    assert.deepEqual(
      cumulative,
      [...cumulative].sort((a, b) => a - b),
      'the cumulative line only goes up',
    );
  });

  it("builds each user's names and email from one fake person, and each advertiser's website from its fake name", async () => {
    type User = { firstName: string; lastName: string; email: string };
    const users = ((await (await get('/api/clients/1/users?pageSize=100', demo)).json()) as { data: User[] }).data;
    assert.ok(users.length > 0);
    for (const user of users) {
      const person = `${user.firstName} ${user.lastName}`;
      assert.ok(FAKE_PEOPLE.includes(person), person);
      assert.equal(user.email, FAKE_EMAILS[FAKE_PEOPLE.indexOf(person)]);
    }
    type Advertiser = { name: string; website: string | null };
    const advertisers = (
      (await (await get('/api/clients/1/advertisers?pageSize=100', demo)).json()) as { data: Advertiser[] }
    ).data;
    for (const advertiser of advertisers.filter((a) => a.website)) {
      assert.ok(FAKE_COMPANIES.includes(advertiser.name), advertiser.name);
      assert.equal(advertiser.website, FAKE_WEBSITES[FAKE_COMPANIES.indexOf(advertiser.name)]);
    }
  });

  it('text downloads and download names are scrubbed too', async () => {
    const [file] = await t.db.query<{ id: number; owner: string; advertiserId: number }>(
      `SELECT f.id, a.name AS owner, a.id AS "advertiserId" FROM files f JOIN advertisers a ON a.id = f.advertiser_id
       WHERE f.client_id = 1 AND f.campaign_id IS NULL AND f.mime_type = 'text/plain' ORDER BY f.id LIMIT 1`,
    );
    assert.ok(file, 'the seed has an advertiser text file');
    const path = `/api/clients/1/advertisers/${file.advertiserId}/files/${file.id}`;
    const plain = await get(path);
    assert.match(await plain.text(), /Kickoff notes for /);
    const response = await get(path, demo);
    const owner = { name: file.owner };
    const body = await response.text();
    assert.match(body, /Kickoff notes for /);
    assert.ok(!body.includes(owner.name), 'the real owner is not in the text');
    assert.ok(!(response.headers.get('content-disposition') ?? '').includes(encodeURIComponent(owner.name)));
    assert.ok(!(response.headers.get('content-disposition') ?? '').includes(owner.name));
  });
});
