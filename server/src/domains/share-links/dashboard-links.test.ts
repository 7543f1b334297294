import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { widgetRequest } from '@beacon/shared/contract';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { createDemoScrub } from '../demo/demo-scrub';
import { EXPIRED_MESSAGE, NO_LONGER_DASHBOARD_MESSAGE, REVOKED_MESSAGE } from './opening';

const t = testApiOfFile();
const ADMIN = 'admin@acme.test';
const REPORTS = 'reports@acme.test';
const DEMO_KEY = '0123456789abcdef0123456789abcdef';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const WIDGETS = [
  { id: 'kpis', kind: 'kpi', metrics: ['impressions', 'spend'] },
  { id: 'by-format', kind: 'table', metrics: ['clicks', 'spend'], dimension: 'adFormat', range: 'Last 14 days' },
] as const;
const LAYOUT = [
  { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
  { i: 'by-format', x: 0, y: 2, w: 12, h: 4 },
];

interface Dashboard {
  id: number;
  name: string;
  advertiserId: number | null;
  range: string;
}
const makeDashboard = async (email: string, over: object = {}) => {
  const body = { name: 'Board pack', range: 'Last 30 days', widgets: WIDGETS, layout: LAYOUT, ...over };
  const made = await call(t, email, 'POST', '/api/clients/1/dashboards-custom', body);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body.data as Dashboard;
};
const share = (email: string, dashboardId: number) =>
  call(t, email, 'POST', '/api/clients/1/share-links', {
    target: { kind: 'dashboard', id: dashboardId },
    expiresAt: inDays(7),
  });
/** Shares as a seeded user: the link's id and the token in its address. */
async function shareAs(email: string, dashboardId: number, headers: object = {}) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/clients/1/share-links',
    headers: { ...(await t.auth(email)), ...headers },
    payload: { target: { kind: 'dashboard', id: dashboardId }, expiresAt: inDays(7) },
  });
  assert.equal(made.statusCode, 201, made.body);
  const { id, url } = JSON.parse(made.body).data as { id: number; url: string };
  return { id, token: /\/shared\/([A-Za-z0-9_-]{43})$/.exec(url)![1]! };
}
/** As anyone: no Authorization header. */
const open = async (path: string) => {
  const response = await t.app.inject({ url: `/api/shared/${path}` });
  return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
};
/** What the dashboard's own page reads for a widget, signed in as `email`. */
const ownWidget = async (email: string, dashboard: Dashboard, widgetId: string) => {
  const widget = WIDGETS.find((w) => w.id === widgetId)!;
  const answer = await call(
    t,
    email,
    'POST',
    '/api/clients/1/campaign-reports/query',
    widgetRequest(widget, dashboard),
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

let theirs = 0;
let notTheirs = 0;

describe('share links to dashboards', () => {
  before(async () => {
    const [mine] = await t.db.query<{ id: number }>(
      `SELECT ua.advertiser_id AS id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id
        WHERE u.email = $1 ORDER BY 1 LIMIT 1`,
      [REPORTS],
    );
    const [other] = await t.db.query<{ id: number }>(
      `SELECT a.id FROM advertisers a WHERE a.client_id = 1 AND a.id NOT IN
         (SELECT advertiser_id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id WHERE u.email = $1)
       ORDER BY a.id LIMIT 1`,
      [REPORTS],
    );
    theirs = mine!.id;
    notTheirs = other!.id;
  });

  test("an admin shares a dashboard: it opens without an account, each widget with the page's own figures", async () => {
    const dashboard = await makeDashboard(ADMIN, { advertiserId: theirs });
    const { id, token } = await shareAs(ADMIN, dashboard.id);
    const opened = await open(token);
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    assert.equal(opened.body.data.kind, 'dashboard');
    assert.equal(opened.body.data.dashboard.name, 'Board pack');
    assert.deepEqual(
      opened.body.data.dashboard.widgets.map((w: { id: string }) => w.id),
      ['kpis', 'by-format'],
    );
    assert.equal(opened.headers['cache-control'], 'no-store');
    for (const widget of WIDGETS) {
      const shared = await open(`${token}/widgets/${widget.id}`);
      assert.equal(shared.status, 200, JSON.stringify(shared.body));
      assert.deepEqual(shared.body.data, await ownWidget(ADMIN, dashboard, widget.id));
      assert.ok(shared.body.data.queryResults[0].data.length > 0, `${widget.id} has figures to compare`);
    }
    const listed = (await call(t, ADMIN, 'GET', `/api/clients/1/share-links?dashboardId=${dashboard.id}`)).body.data;
    assert.equal(listed.length, 1);
    assert.deepEqual(listed[0].target, { kind: 'dashboard', id: dashboard.id, name: 'Board pack' });
    assert.equal(listed[0].views.count, 1);
    assert.equal(listed[0].id, id);
  });

  test('once revoked or expired, the link and its widgets answer 410 with why', async () => {
    const dashboard = await makeDashboard(ADMIN);
    const revoked = await shareAs(ADMIN, dashboard.id);
    assert.equal((await call(t, ADMIN, 'DELETE', `/api/clients/1/share-links/${revoked.id}`)).status, 200);
    for (const path of [revoked.token, `${revoked.token}/widgets/kpis`]) {
      const opened = await open(path);
      assert.equal(opened.status, 410);
      assert.equal(opened.body.message, REVOKED_MESSAGE);
    }
    const expired = await shareAs(ADMIN, dashboard.id);
    await t.db.query("UPDATE share_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [expired.id]);
    const opened = await open(expired.token);
    assert.equal(opened.status, 410);
    assert.equal(opened.body.message, EXPIRED_MESSAGE);
  });

  test('no one shares a dashboard they cannot open: another advertiser’s, or another user’s private one', async () => {
    const elsewhere = await makeDashboard(ADMIN, { advertiserId: notTheirs, shared: true });
    assert.equal((await share(REPORTS, elsewhere.id)).status, 404);
    const adminsOwn = await makeDashboard(ADMIN, { advertiserId: theirs });
    assert.equal((await share(REPORTS, adminsOwn.id)).status, 404);
    const theirOwn = await makeDashboard(REPORTS, { advertiserId: theirs });
    assert.equal((await share(REPORTS, theirOwn.id)).status, 201);
    // The admin's links to a dashboard the limited user cannot open are not listed to them.
    await shareAs(ADMIN, elsewhere.id);
    const listed = (await call(t, REPORTS, 'GET', '/api/clients/1/share-links')).body.data as { target: object }[];
    assert.ok(!listed.some((l) => JSON.stringify(l.target).includes(`"id":${elsewhere.id},`)));
  });

  test('the token cannot widen the question: only the saved widgets, with the creator’s reach', async () => {
    // A client-wide dashboard of a limited user reads only the advertisers they are assigned.
    const dashboard = await makeDashboard(REPORTS);
    const { token } = await shareAs(REPORTS, dashboard.id);
    const kpis = await open(`${token}/widgets/kpis`);
    assert.deepEqual(kpis.body.data, await ownWidget(REPORTS, dashboard, 'kpis'));
    assert.notDeepEqual(kpis.body.data, await ownWidget(ADMIN, dashboard, 'kpis'), 'the admin sees more');
    // A widget the dashboard does not have, or the report query of a campaign report's link, is not answered.
    assert.equal((await open(`${token}/widgets/anything-else`)).status, 404);
    const query = await t.app.inject({
      method: 'POST',
      url: `/api/shared/${token}/query`,
      payload: { queries: ['totals'], advertiserIds: [notTheirs] },
    });
    assert.equal(query.statusCode, 404);
    const widened = await t.app.inject({
      method: 'POST',
      url: `/api/shared/${token}/query`,
      payload: { queries: ['totals'], dateRangeChoice: 'YTD' },
    });
    assert.equal(widened.statusCode, 404);
  });

  test('a link stops when its creator can no longer open the dashboard', async () => {
    const dashboard = await makeDashboard(ADMIN, { advertiserId: theirs, shared: true });
    const { token } = await shareAs(REPORTS, dashboard.id);
    assert.equal((await open(token)).status, 200);
    // Its owner makes it private again: the limited user who shared it no longer reads it.
    const body = { name: 'Board pack', advertiserId: theirs, shared: false, range: 'Last 30 days' };
    const change = await call(t, ADMIN, 'PUT', `/api/clients/1/dashboards-custom/${dashboard.id}`, {
      ...body,
      widgets: WIDGETS,
      layout: LAYOUT,
    });
    assert.equal(change.status, 200, JSON.stringify(change.body));
    const opened = await open(token);
    assert.equal(opened.status, 410);
    assert.equal(opened.body.message, NO_LONGER_DASHBOARD_MESSAGE);
    assert.equal((await open(`${token}/widgets/kpis`)).status, 410);
  });

  test("a creator disabled, or taken off the dashboard's advertiser, takes its links down", async () => {
    const dashboard = await makeDashboard(REPORTS, { advertiserId: theirs });
    const { token } = await shareAs(REPORTS, dashboard.id);
    assert.equal((await open(token)).status, 200);
    await t.db.query('UPDATE users SET enabled = false WHERE email = $1', [REPORTS]);
    try {
      const opened = await open(token);
      assert.equal(opened.status, 410);
      assert.equal(opened.body.message, NO_LONGER_DASHBOARD_MESSAGE);
    } finally {
      await t.db.query('UPDATE users SET enabled = true WHERE email = $1', [REPORTS]);
    }
    const taken = await t.db.query<{ user_id: number }>(
      `DELETE FROM user_advertisers WHERE advertiser_id = $1
         AND user_id = (SELECT id FROM users WHERE email = $2) RETURNING user_id`,
      [theirs, REPORTS],
    );
    try {
      const opened = await open(`${token}/widgets/kpis`);
      assert.equal(opened.status, 410);
      assert.equal(opened.body.message, NO_LONGER_DASHBOARD_MESSAGE);
    } finally {
      for (const { user_id } of taken)
        await t.db.query('INSERT INTO user_advertisers (user_id, advertiser_id) VALUES ($1, $2)', [user_id, theirs]);
    }
    assert.equal((await open(token)).status, 200);
  });

  test('a dashboard link made in demo mode shows the demo figures the creator’s session showed', async () => {
    const dashboard = await makeDashboard(ADMIN, { advertiserId: theirs });
    const { token } = await shareAs(ADMIN, dashboard.id, { 'x-beacon-demo': DEMO_KEY });
    const opened = await open(token);
    assert.equal(opened.headers['x-beacon-demo'], 'scrubbed');
    assert.ok(!JSON.stringify(opened.body).includes('Acme Outdoor'), 'the client is not named');
    const shared = await open(`${token}/widgets/by-format`);
    const real = await ownWidget(ADMIN, dashboard, 'by-format');
    assert.deepEqual(shared.body.data, await createDemoScrub(t.db).json(DEMO_KEY, real, 'query', 1));
    assert.notDeepEqual(shared.body.data.queryResults, real.queryResults);
  });
});
