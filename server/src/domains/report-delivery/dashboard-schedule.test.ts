import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { widgetRequest } from '@beacon/shared/contract';
import { formatFigure } from '@beacon/shared/format';
import { readOutbox } from '../../kernel/mail/outbox';
import { call } from '../../../tooling/testing/call';
import { pdfText } from '../../../tooling/testing/pdf-text';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { DASHBOARD_GONE } from './dashboard-file';
import { runScheduleLocked } from './scheduler';

const t = testApiOfFile();
const ADMIN = 'admin@acme.test';
const STAFF = 'staff@beacon.test';
const SCHEDULES = '/api/clients/1/advertisers/1/builder-reports/schedules';
const KPIS = { id: 'kpis', kind: 'kpi', title: 'Headline figures', metrics: ['spend', 'clicks'] } as const;

const makeDashboard = async (over: object = {}) => {
  const made = await call(t, ADMIN, 'POST', '/api/clients/1/dashboards-custom', {
    name: 'Weekly board pack',
    advertiserId: 1,
    widgets: [KPIS],
    layout: [{ i: 'kpis', x: 0, y: 0, w: 12, h: 2 }],
    ...over,
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  return made.body.data as { id: number };
};
const schedule = (email: string, body: object) =>
  call(t, email, 'POST', SCHEDULES, {
    name: 'Board pack',
    frequency: 'WEEKLY',
    recipients: ['board@acmeoutdoor.com'],
    dateRange: 'Last 30 days',
    ...body,
  });

describe('a scheduled dashboard', () => {
  test('is mailed as a PDF with the figures its widgets’ queries answer', async () => {
    const dashboard = await makeDashboard();
    const made = await schedule(ADMIN, { customDashboardId: dashboard.id, recipients: ['pack@acmeoutdoor.com'] });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.data.customDashboardId, dashboard.id);
    assert.equal(made.body.data.builderReportId, null);
    const run = await runScheduleLocked(t.db, made.body.data.id, new Date(), true);
    assert.equal(run?.status, 'SUCCESS', run?.message);
    const [mail] = await readOutbox(t.db, 'pack@acmeoutdoor.com');
    const text = pdfText(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64'));
    assert.ok(text.includes('Weekly board pack'), 'the dashboard’s name');
    const request = widgetRequest(KPIS, { advertiserId: 1, range: 'Last 30 days' });
    const answer = await call(t, ADMIN, 'POST', '/api/clients/1/campaign-reports/query', request);
    const [totals] = answer.body.data.queryResults[0].data as { spend: number }[];
    assert.ok(totals!.spend > 0, 'there is spend to compare');
    assert.ok(text.includes(`Spend${formatFigure(totals!.spend, 'currency')}`), 'the tile’s spend');
  });

  test('must be a dashboard of this advertiser one may open, sent as a PDF, and not also a report', async () => {
    const [other] = await t.db.query<{ id: number }>(
      'SELECT id FROM advertisers WHERE client_id = 1 AND id <> 1 ORDER BY id LIMIT 1',
    );
    const elsewhere = await makeDashboard({ advertiserId: other!.id });
    const mine = await makeDashboard();
    const refusals: [object, string][] = [
      [{ customDashboardId: elsewhere.id }, 'customDashboardId'],
      [{ customDashboardId: mine.id, format: 'CSV' }, 'format'],
      [{ customDashboardId: mine.id, builderReportId: 1 }, 'customDashboardId'],
    ];
    for (const [body, field] of refusals) {
      const refused = await schedule(ADMIN, body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.body.fields[0].field, field);
    }
    // Another's private dashboard is not one to schedule.
    assert.equal((await schedule(STAFF, { customDashboardId: mine.id })).status, 400);
  });

  test('fails its run, saying why, once its maker may no longer open the dashboard', async () => {
    const dashboard = await makeDashboard({ shared: true });
    const made = await schedule(STAFF, { customDashboardId: dashboard.id, recipients: ['gone@acmeoutdoor.com'] });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const change = await call(t, ADMIN, 'PUT', `/api/clients/1/dashboards-custom/${dashboard.id}`, {
      name: 'Weekly board pack',
      advertiserId: 1,
      shared: false,
      range: 'Last 30 days',
      widgets: [KPIS],
      layout: [{ i: 'kpis', x: 0, y: 0, w: 12, h: 2 }],
    });
    assert.equal(change.status, 200, JSON.stringify(change.body));
    const run = await runScheduleLocked(t.db, made.body.data.id, new Date(), true);
    assert.equal(run?.status, 'FAILED');
    assert.equal(run?.message, DASHBOARD_GONE);
    assert.deepEqual(await readOutbox(t.db, 'gone@acmeoutdoor.com'), []);
  });
});
