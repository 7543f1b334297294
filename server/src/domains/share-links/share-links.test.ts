import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { createDemoScrub } from '../demo/demo-scrub';
import { EXPIRED_MESSAGE, NO_LONGER_MESSAGE, REVOKED_MESSAGE } from './opening';
import { withoutShareTokens } from './log-redaction';
import { NOT_THEIRS_MESSAGE } from './queries';

const t = testApiOfFile();
const ADMIN = 'admin@acme.test';
const REPORTS = 'reports@acme.test';
const DEMO_KEY = '0123456789abcdef0123456789abcdef';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const share = (email: string, campaignId: number, over: object = {}, headers: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clients/1/share-links',
    headers: { ...headers },
    payload: { target: { kind: 'campaign-report', id: campaignId }, expiresAt: inDays(7), ...over },
  });
/** Shares as a seeded user (with their token): the link's id and token, from the address the answer gives. */
async function shareAs(email: string, campaignId: number, headers: object = {}) {
  const made = await share(email, campaignId, {}, { ...(await t.auth(email)), ...headers });
  assert.equal(made.statusCode, 201, made.body);
  const { id, url } = JSON.parse(made.body).data as { id: number; url: string };
  const token = /\/shared\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1];
  assert.ok(token, `an address with its token: ${url}`);
  return { id, url, token };
}
/** Opens a link as anyone: no Authorization header. */
const open = async (token: string, headers: object = {}) => {
  const response = await t.app.inject({ url: `/api/shared/${token}`, headers: { ...headers } });
  return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
};
const QUERY = { tab: 'cross-channel', dateRangeChoice: 'Campaign Lifetime', queries: ['totals', 'daily'] };
const queryShared = async (token: string, body: object = QUERY) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/shared/${token}/query`, payload: body });
  return { status: response.statusCode, body: JSON.parse(response.body) };
};
const linksOf = async (email: string, campaignId: number) =>
  (await call(t, email, 'GET', `/api/clients/1/share-links?campaignId=${campaignId}`)).body.data as {
    id: number;
    state: string;
    canRevoke: boolean;
    views: { count: number; lastViewedAt: string | null };
    createdBy: { name: string };
    target: { kind: string; id: number; name: string };
  }[];

let mine = 0;
let hidden = 0;
describe('share links', () => {
  before(async () => {
    // A live campaign of an advertiser the reporting user is assigned, and one of an advertiser they are not.
    const live = await call(t, REPORTS, 'GET', '/api/clients/1/campaigns?status=Live');
    mine = live.body.data[0].id;
    const [other] = await t.db.query<{ id: number }>(
      `SELECT c.id FROM campaigns c WHERE c.client_id = 1 AND c.start_date IS NOT NULL AND c.advertiser_id NOT IN
         (SELECT advertiser_id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id WHERE u.email = $1)
       ORDER BY c.id LIMIT 1`,
      [REPORTS],
    );
    hidden = other!.id;
  });

  test('a client admin shares a report: it opens without an account and shows the figures the report shows', async () => {
    const { token } = await shareAs(ADMIN, mine);
    const opened = await open(token);
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    assert.equal(opened.body.data.campaign.id, mine);
    assert.equal(opened.body.data.clientName, 'Acme Outdoor');
    assert.match(opened.body.data.sharedBy, /\S/);
    assert.equal(opened.headers['cache-control'], 'no-store');
    const own = await call(t, ADMIN, 'GET', `/api/clients/1/campaign-reports/campaigns/${mine}`);
    assert.deepEqual(opened.body.data.campaign, own.body.data);

    const shared = await queryShared(token);
    assert.equal(shared.status, 200, JSON.stringify(shared.body));
    const report = await call(t, ADMIN, 'POST', '/api/clients/1/campaign-reports/query', {
      ...QUERY,
      campaignIds: [mine],
    });
    assert.deepEqual(shared.body.data, report.body.data);
    assert.ok(shared.body.data.queryResults[0].data.length > 0, 'there are figures to compare');
  });

  test('every opening is a view, listed with the link, its creator and target', async () => {
    const { id, token } = await shareAs(ADMIN, mine);
    assert.equal((await linksOf(ADMIN, mine)).find((l) => l.id === id)!.views.count, 0);
    await open(token);
    await open(token);
    const link = (await linksOf(ADMIN, mine)).find((l) => l.id === id)!;
    assert.equal(link.views.count, 2);
    assert.ok(link.views.lastViewedAt);
    assert.equal(link.state, 'active');
    assert.deepEqual({ kind: link.target.kind, id: link.target.id }, { kind: 'campaign-report', id: mine });
    assert.ok(link.canRevoke);
  });

  test('once revoked the link answers 410, stays listed as revoked, and the Activity says who', async () => {
    const { id, token } = await shareAs(ADMIN, mine);
    const revoked = await call(t, ADMIN, 'DELETE', `/api/clients/1/share-links/${id}`);
    assert.equal(revoked.status, 200);
    assert.equal(revoked.body.data.state, 'revoked');
    const opened = await open(token);
    assert.equal(opened.status, 410);
    assert.equal(opened.body.message, REVOKED_MESSAGE);
    assert.equal((await queryShared(token)).status, 410);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_events WHERE details->>'shareLinkId' = $1 ORDER BY id",
      [String(id)],
    );
    assert.deepEqual(
      audit.map((a) => a.action),
      ['share-link.created', 'share-link.revoked'],
    );
  });

  test('an expired link answers 410; a link cannot be made to expire in the past or past a year', async () => {
    const { id, token } = await shareAs(ADMIN, mine);
    await t.db.query("UPDATE share_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    const opened = await open(token);
    assert.equal(opened.status, 410);
    assert.equal(opened.body.message, EXPIRED_MESSAGE);
    assert.equal((await linksOf(ADMIN, mine)).find((l) => l.id === id)!.state, 'expired');
    const headers = await t.auth(ADMIN);
    for (const expiresAt of [inDays(-1), inDays(400)])
      assert.equal((await share(ADMIN, mine, { expiresAt }, headers)).statusCode, 400, expiresAt);
  });

  test('an unknown token is not found, whatever it looks like', async () => {
    for (const token of ['nope', 'A'.repeat(43)]) assert.equal((await open(token)).status, 404);
  });

  test('no one shares a campaign they cannot see', async () => {
    const headers = await t.auth(REPORTS);
    const refused = await share(REPORTS, hidden, {}, headers);
    assert.equal(refused.statusCode, 404);
  });

  test("a limited user's link shows only their campaign, and stops when they lose it", async () => {
    const { token } = await shareAs(REPORTS, mine);
    assert.equal((await open(token)).status, 200);
    // Another campaign or advertiser named in the query is not read: the link's campaign is the only one.
    const own = (await queryShared(token)).body.data;
    assert.deepEqual((await queryShared(token, { ...QUERY, campaignIds: [hidden] })).body.data, own);
    assert.deepEqual((await queryShared(token, { ...QUERY, advertiserIds: [1, 2, 3] })).body.data, own);
    // The hidden campaign's links are not listed to them.
    await shareAs(ADMIN, hidden);
    assert.deepEqual(await linksOf(REPORTS, hidden), []);

    const [campaign] = await t.db.query<{ advertiser_id: number }>(
      'SELECT advertiser_id FROM campaigns WHERE id = $1',
      [mine],
    );
    const advertiserId = campaign!.advertiser_id;
    const assignments = await t.db.query<{ user_id: number }>(
      `DELETE FROM user_advertisers WHERE advertiser_id = $1
         AND user_id = (SELECT id FROM users WHERE email = $2) RETURNING user_id`,
      [advertiserId, REPORTS],
    );
    try {
      const opened = await open(token);
      assert.equal(opened.status, 410);
      assert.equal(opened.body.message, NO_LONGER_MESSAGE);
    } finally {
      for (const { user_id } of assignments)
        await t.db.query('INSERT INTO user_advertisers (user_id, advertiser_id) VALUES ($1, $2)', [
          user_id,
          advertiserId,
        ]);
    }
    assert.equal((await open(token)).status, 200);
  });

  test("a disabled creator's links stop working", async () => {
    const { token } = await shareAs(REPORTS, mine);
    await t.db.query('UPDATE users SET enabled = false WHERE email = $1', [REPORTS]);
    try {
      assert.equal((await open(token)).status, 410);
    } finally {
      await t.db.query('UPDATE users SET enabled = true WHERE email = $1', [REPORTS]);
    }
  });

  test('only its creator or an admin revokes a link; others who see it are told why', async () => {
    const { id } = await shareAs(ADMIN, mine);
    const seen = (await linksOf(REPORTS, mine)).find((l) => l.id === id)!;
    assert.equal(seen.canRevoke, false);
    const refused = await call(t, REPORTS, 'DELETE', `/api/clients/1/share-links/${id}`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, NOT_THEIRS_MESSAGE);
    const own = await shareAs(REPORTS, mine);
    assert.equal((await call(t, REPORTS, 'DELETE', `/api/clients/1/share-links/${own.id}`)).status, 200);
    const staff = await shareAs(REPORTS, mine);
    assert.equal((await call(t, ADMIN, 'DELETE', `/api/clients/1/share-links/${staff.id}`)).status, 200);
  });

  test('a link made in demo mode shows the demo figures and names for its life, never the real ones', async () => {
    const { token } = await shareAs(ADMIN, mine, { 'x-beacon-demo': DEMO_KEY });
    const opened = await open(token);
    assert.equal(opened.status, 200);
    assert.equal(opened.headers['x-beacon-demo'], 'scrubbed');
    const real = await call(t, ADMIN, 'GET', `/api/clients/1/campaign-reports/campaigns/${mine}`);
    assert.notEqual(opened.body.data.campaign.name, real.body.data.name);
    assert.ok(!JSON.stringify(opened.body).includes('Acme Outdoor'), 'the client is not named');
    // What the creator's demo session shows on the report's page: the same scrubber, key and context.
    const scrub = createDemoScrub(t.db);
    assert.deepEqual(opened.body.data.campaign, await scrub.json(DEMO_KEY, real.body.data, 'campaigns', 1));
    const shared = await queryShared(token);
    const body = { ...QUERY, campaignIds: [mine] };
    const realReport = await call(t, ADMIN, 'POST', '/api/clients/1/campaign-reports/query', body);
    assert.deepEqual(shared.body.data, await scrub.json(DEMO_KEY, realReport.body.data, 'query', 1));
    assert.notDeepEqual(shared.body.data.queryResults, realReport.body.data.queryResults);
  });
});

test("the server's log never holds a link's token", () => {
  assert.equal(withoutShareTokens('/shared/AbC_12-x'), '/shared/…');
  assert.equal(withoutShareTokens('/api/shared/AbC_12-x/query?x=1'), '/api/shared/…/query?x=1');
  assert.equal(withoutShareTokens('/api/clients/1/share-links/5'), '/api/clients/1/share-links/5');
});
