import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { widgetRequest } from '@beacon/shared/contract';
import { dimensionText, formatFigure } from '@beacon/shared/format';
import { call } from '../../../tooling/testing/call';
import { pdfText } from '../../../tooling/testing/pdf-text';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();
const ADMIN = 'admin@acme.test';
const REPORTS = 'reports@acme.test';

const WIDGETS = [
  { id: 'kpis', kind: 'kpi', title: 'Headline figures', metrics: ['spend', 'impressions'] },
  { id: 'by-format', kind: 'table', title: 'Clicks by channel', metrics: ['clicks'], dimension: 'adFormat' },
  { id: 'daily', kind: 'line', title: 'Spend by day', metrics: ['spend'], dimension: 'day' },
] as const;
const LAYOUT = [
  { i: 'by-format', x: 0, y: 2, w: 6, h: 4 },
  { i: 'kpis', x: 0, y: 0, w: 12, h: 2 },
  { i: 'daily', x: 6, y: 2, w: 6, h: 4 },
];

/** What the dashboard's page reads for a widget: the report query route, with the widget's question. */
async function widgetAnswer(email: string, widgetId: string, range: string) {
  const widget = WIDGETS.find((w) => w.id === widgetId)!;
  const request = widgetRequest(widget, { advertiserId: null, range });
  const answer = await call(t, email, 'POST', '/api/clients/1/campaign-reports/query', request);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [set] = answer.body.data.queryResults as { data: Record<string, unknown>[] }[];
  return set!.data;
}

describe("a dashboard's PDF", () => {
  test('carries each widget’s figures as the page’s own query answers them', async () => {
    const made = await call(t, ADMIN, 'POST', '/api/clients/1/dashboards-custom', {
      name: 'Monthly board pack',
      range: 'Last 30 days',
      widgets: WIDGETS,
      layout: LAYOUT,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const pdf = await call(t, ADMIN, 'GET', `/api/clients/1/dashboards-custom/${made.body.data.id}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.raw.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.raw.headers['content-disposition']), /Monthly-board-pack\.pdf/);
    const text = pdfText(pdf.raw.rawPayload);
    assert.ok(text.includes('Monthly board pack'), 'the title');
    assert.ok(text.includes('Acme Outdoor · All advertisers'), 'whose figures');

    const [totals] = await widgetAnswer(ADMIN, 'kpis', 'Last 30 days');
    const spend = formatFigure(totals!.spend as number, 'currency');
    assert.ok(totals!.spend, 'there is spend to compare');
    assert.ok(text.includes(`Spend${spend}`), `the KPI tile's spend, ${spend}`);

    const rows = await widgetAnswer(ADMIN, 'by-format', 'Last 30 days');
    assert.ok(rows.length > 0, 'there are channels to compare');
    for (const row of rows) {
      const line = `${dimensionText('adFormat', row.adFormat)}${formatFigure(row.clicks as number, 'count')}`;
      assert.ok(text.includes(line), `the table's row ${line}`);
    }
    assert.ok(text.indexOf('Clicks by channel') < text.lastIndexOf('Spend by day'), 'tables in reading order');
  });

  test('reads the range the page shows, and only what the reader may see', async () => {
    const made = await call(t, REPORTS, 'POST', '/api/clients/1/dashboards-custom', {
      name: 'My month',
      range: 'Last 30 days',
      widgets: [WIDGETS[0]],
      layout: [{ i: 'kpis', x: 0, y: 0, w: 12, h: 2 }],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const pdf = await call(t, REPORTS, 'GET', `/api/clients/1/dashboards-custom/${made.body.data.id}/pdf?range=MTD`);
    assert.equal(pdf.status, 200);
    const text = pdfText(pdf.raw.rawPayload);
    const [own] = await widgetAnswer(REPORTS, 'kpis', 'MTD');
    assert.ok(text.includes(`Impressions${formatFigure(own!.impressions as number, 'count')}`), 'their own figure');
    const [all] = await widgetAnswer(ADMIN, 'kpis', 'MTD');
    assert.notEqual(all!.impressions, own!.impressions, "the admin's reach is wider");
    assert.ok(!text.includes(`Impressions${formatFigure(all!.impressions as number, 'count')}`), 'never more');
    // Another's private dashboard is out of reach, as on its page.
    assert.equal(
      (await call(t, ADMIN, 'GET', `/api/clients/1/dashboards-custom/${made.body.data.id}/pdf`)).status,
      404,
    );
  });

  test('in demo mode it is made from the names and figures the demo session shows', async () => {
    const made = await call(t, ADMIN, 'POST', '/api/clients/1/dashboards-custom', {
      name: 'Acme Outdoor weekly',
      widgets: [WIDGETS[0]],
      layout: [{ i: 'kpis', x: 0, y: 0, w: 12, h: 2 }],
    });
    const url = `/api/clients/1/dashboards-custom/${made.body.data.id}/pdf`;
    const demo = await t.app.inject({
      url,
      headers: { ...(await t.auth(ADMIN)), 'x-beacon-demo': '0123456789abcdef0123456789abcdef' },
    });
    assert.equal(demo.statusCode, 200);
    assert.equal(demo.headers['x-beacon-demo'], 'scrubbed');
    const text = pdfText(demo.rawPayload);
    assert.ok(!text.includes('Acme Outdoor'), 'the client is not named');
    const real = pdfText((await call(t, ADMIN, 'GET', url)).raw.rawPayload);
    assert.ok(real.includes('Acme Outdoor'), 'outside demo mode it is');
  });

  test('draws a bar widget as bars named by category, and a map as its states by postal code, largest first', async () => {
    const widgets = [
      { id: 'bars', kind: 'bar', title: 'Impressions by channel', metrics: ['impressions'], dimension: 'adFormat' },
      { id: 'states', kind: 'map', title: 'Impressions by state', metrics: ['impressions'] },
    ];
    const made = await call(t, ADMIN, 'POST', '/api/clients/1/dashboards-custom', {
      name: 'Where it ran',
      range: 'Last 30 days',
      widgets,
      layout: [
        { i: 'bars', x: 0, y: 0, w: 6, h: 4 },
        { i: 'states', x: 6, y: 0, w: 6, h: 4 },
      ],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const text = pdfText(
      (await call(t, ADMIN, 'GET', `/api/clients/1/dashboards-custom/${made.body.data.id}/pdf`)).raw.rawPayload,
    );
    // Each channel is named under its bar, before the chart's table repeats it with its figure.
    const channels = await call(t, ADMIN, 'POST', '/api/clients/1/campaign-reports/query', {
      ...widgetRequest(widgets[0] as never, { advertiserId: null, range: 'Last 30 days' }),
    });
    const rows = (channels.body.data.queryResults[0].data as Record<string, unknown>[]).map((row) =>
      dimensionText('adFormat', row.adFormat),
    );
    assert.ok(rows.length > 1, 'there are channels to draw');
    const chart = text.slice(text.indexOf('Impressions by channel'), text.lastIndexOf('Impressions by channel'));
    for (const name of rows) assert.ok(chart.includes(name), `the bar of ${name}`);
    // The map's table: upper-case postal codes, in order of the figure.
    const states = text.slice(text.indexOf('Impressions by state'));
    const codes = [...states.matchAll(/([A-Z]{2})(\d[\d,]*)/g)].map(([, code, figure]) => ({
      code,
      value: Number(figure!.replace(/,/g, '')),
    }));
    assert.ok(codes.length > 1, `states listed: ${states.slice(0, 200)}`);
    assert.doesNotMatch(states, /\d[a-z]{2}\d/, 'no lower-case codes');
    for (let i = 1; i < codes.length; i++) assert.ok(codes[i - 1]!.value >= codes[i]!.value, 'largest first');
  });
});
