import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { TEMPLATES } from './templates';

const t = testApiOfFile();
const ADMIN = 'admin@acme.test';
const REPORTS = 'reports@acme.test';
const STAFF = 'staff@beacon.test';
const OTHER_CLIENT = 'franchise@northwind.test';
const BASE = '/api/clients/1/dashboards-custom';

let theirs = 0;
let notTheirs = 0;

const bar = { id: 'by-channel', kind: 'bar', metrics: ['clicks'], dimension: 'adFormat' };
const saved = (over: object = {}) => ({
  name: 'Weekly look',
  advertiserId: null,
  shared: false,
  range: 'Last 7 days',
  widgets: [{ id: 'kpis', kind: 'kpi', metrics: ['spend'] }, bar],
  layout: [
    { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
    { i: 'by-channel', x: 0, y: 2, w: 6, h: 4 },
  ],
  ...over,
});
const create = async (email: string, body: object) => {
  const made = await call(t, email, 'POST', BASE, body);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body.data as { id: number; widgets: { id: string }[]; editable: boolean; shared: boolean };
};

describe('dashboards of one’s own', () => {
  before(async () => {
    // An advertiser the reporting user is assigned, and one of the same client they are not.
    const [mine] = await t.db.query<{ id: number }>(
      `SELECT ua.advertiser_id AS id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id
        WHERE u.email = '${REPORTS}' ORDER BY 1 LIMIT 1`,
    );
    const [other] = await t.db.query<{ id: number }>(
      `SELECT a.id FROM advertisers a WHERE a.client_id = 1 AND a.id NOT IN
         (SELECT advertiser_id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id WHERE u.email = '${REPORTS}')
       ORDER BY a.id LIMIT 1`,
    );
    theirs = mine!.id;
    notTheirs = other!.id;
  });

  test('a dashboard made from a template is its creator’s own until shared', async () => {
    const made = await create(ADMIN, { name: 'Acme at a glance', template: 'overview' });
    assert.deepEqual(made.widgets, TEMPLATES.overview.widgets);
    assert.equal(made.shared, false);
    assert.equal(made.editable, true);

    assert.equal((await call(t, REPORTS, 'GET', `${BASE}/${made.id}`)).status, 404);
    const listed = (await call(t, REPORTS, 'GET', BASE)).body.data as { id: number }[];
    assert.ok(!listed.some((d) => d.id === made.id), 'another user does not see a private dashboard');
    const own = (await call(t, ADMIN, 'GET', BASE)).body.data as { id: number; name: string }[];
    assert.ok(own.some((d) => d.id === made.id && d.name === 'Acme at a glance'));
  });

  test('its creator saves it whole, shares it, and the client’s users read it but do not change it', async () => {
    const made = await create(ADMIN, saved());
    const widgets = [...saved().widgets, { id: 'pace', kind: 'pacing', metrics: [], range: 'MTD' }];
    const layout = [...saved().layout, { i: 'pace', x: 6, y: 2, w: 6, h: 4 }];
    const put = await call(
      t,
      ADMIN,
      'PUT',
      `${BASE}/${made.id}`,
      saved({ name: 'Shared look', shared: true, widgets, layout }),
    );
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.equal(put.body.data.widgets.length, 3);
    assert.equal(put.body.data.widgets[2].range, 'MTD');

    const read = await call(t, REPORTS, 'GET', `${BASE}/${made.id}`);
    assert.equal(read.status, 200);
    assert.equal(read.body.data.name, 'Shared look');
    assert.equal(read.body.data.editable, false);
    const change = await call(t, REPORTS, 'PUT', `${BASE}/${made.id}`, saved({ shared: true }));
    assert.equal(change.status, 403);
    assert.match(change.body.message, /Only .+ or a client admin can change this dashboard\./);
    assert.equal((await call(t, REPORTS, 'DELETE', `${BASE}/${made.id}`)).status, 403);

    // Agency staff change a shared dashboard; only its creator makes it private again.
    const staff = await call(t, STAFF, 'PUT', `${BASE}/${made.id}`, saved({ name: 'Tidied', shared: true }));
    assert.equal(staff.status, 200, JSON.stringify(staff.body));
    const unshare = await call(t, STAFF, 'PUT', `${BASE}/${made.id}`, saved({ shared: false }));
    assert.equal(unshare.status, 403);

    assert.equal((await call(t, ADMIN, 'DELETE', `${BASE}/${made.id}`)).status, 204);
    assert.equal((await call(t, ADMIN, 'GET', `${BASE}/${made.id}`)).status, 404);
  });

  test('a shared dashboard on an advertiser is read only by those who may see that advertiser', async () => {
    const hidden = await create(ADMIN, saved({ name: 'Hidden', shared: true, advertiserId: notTheirs }));
    const visible = await create(ADMIN, saved({ name: 'Visible', shared: true, advertiserId: theirs }));
    assert.equal((await call(t, REPORTS, 'GET', `${BASE}/${hidden.id}`)).status, 404);
    assert.equal((await call(t, REPORTS, 'GET', `${BASE}/${visible.id}`)).status, 200);
    // Nor may they place one of their own on it.
    assert.equal((await call(t, REPORTS, 'POST', BASE, saved({ advertiserId: notTheirs }))).status, 404);
  });

  test('another client’s user gets 404, whatever the dashboard', async () => {
    const shared = await create(ADMIN, saved({ name: 'For Acme', shared: true }));
    assert.equal((await call(t, OTHER_CLIENT, 'GET', `${BASE}/${shared.id}`)).status, 404);
    assert.equal((await call(t, OTHER_CLIENT, 'DELETE', `${BASE}/${shared.id}`)).status, 404);
  });

  test('a reporting-only user keeps dashboards of their own but may not share one', async () => {
    const mine = await create(REPORTS, saved({ name: 'Mine', advertiserId: theirs }));
    assert.equal(mine.editable, true);
    const shared = await call(t, REPORTS, 'POST', BASE, saved({ shared: true }));
    assert.equal(shared.status, 403);
    assert.equal(shared.body.message, 'Your role can keep dashboards of your own but not share them with the client.');
  });

  test('a widget the semantic layer cannot answer, or the grid cannot place, is refused in words', async () => {
    const noDimension = { id: 'by-channel', kind: 'bar', metrics: ['clicks'] };
    const bad = await call(t, ADMIN, 'POST', BASE, saved({ widgets: [saved().widgets[0], noDimension] }));
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fields, [
      { field: 'widgets.1.dimension', message: 'a bar widget needs a dimension to group by' },
    ]);

    const insight = { id: 'summary', kind: 'insight', metrics: ['spend'] };
    const layout = [{ i: 'summary', x: 6, y: 0, w: 8, h: 2 }];
    const both = await call(t, ADMIN, 'POST', BASE, saved({ widgets: [insight, bar], layout }));
    assert.equal(both.status, 400);
    assert.deepEqual(both.body.fields, [
      { field: 'widgets.0.metrics', message: 'an insight widget shows no metric of its own' },
      { field: 'layout.0.w', message: "goes past the grid's 12 columns" },
      { field: 'layout', message: 'has no place for widget by-channel' },
    ]);

    const unknown = await call(t, ADMIN, 'POST', BASE, saved({ widgets: [{ ...bar, metrics: ['likes'] }] }));
    assert.equal(unknown.status, 400);
    const fromBoth = await call(t, ADMIN, 'POST', BASE, { name: 'x', template: 'pacing', widgets: [] });
    assert.equal(fromBoth.status, 400);
    assert.equal(fromBoth.body.fields[0].message, 'start from a template or from widgets of your own, not both');
  });

  test('the templates are listed with their widgets, each of which the server accepts', async () => {
    const listed = await call(t, REPORTS, 'GET', `${BASE}/templates`);
    assert.equal(listed.status, 200);
    for (const template of listed.body.data as { key: string; name: string }[]) {
      const made = await create(REPORTS, { name: template.name, template: template.key, advertiserId: theirs });
      assert.ok(made.widgets.length > 0);
    }
  });
});
