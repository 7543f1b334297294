import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { call } from '../../../tooling/testing/call';
import { createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import { previousPeriod } from '../../semantic/time';

let t: TestApi;
let campaignId: number;
before(async () => {
  t = await createTestApi();
  // A live Acme campaign with a CTV line item (Trade Desk) among others.
  const [row] = await t.db.query<{ id: number }>(
    `SELECT c.id FROM campaigns c WHERE c.client_id = 1 AND c.status = 'Live' AND c.advertiser_id IN (1, 2)
      AND EXISTS (SELECT 1 FROM line_items li WHERE li.campaign_id = c.id AND li.ad_format = 'CTV')
    ORDER BY c.id LIMIT 1`,
  );
  campaignId = row!.id;
});
after(async () => t.close());

type Row = Record<string, number | string | null>;
type Body = { data: { dataAsOf: string; queryResults: { name: string; data: Row[] }[] } };
const set = (body: Body, name: string) => body.data.queryResults.find((r) => r.name === name)!.data;
const run = (email: string, body: object) => call(t, email, 'POST', '/api/clients/1/campaign-reports/query', body);

describe('the campaigns to report on and their tabs', () => {
  test('a campaign lists the tabs of the channels it has, with the spec objectives', async () => {
    const { status, body } = await call(
      t,
      'reports@acme.test',
      'GET',
      `/api/clients/1/campaign-reports/campaigns/${campaignId}`,
    );
    assert.equal(status, 200);
    const ctv = body.data.tabs.find((tab: { key: string }) => tab.key === 'ctv');
    assert.deepEqual(ctv.objectives, ['Conversions', 'Revenue', 'Clicks', 'Completion Rate', 'Viewability']);
    assert.equal(ctv.defaults.dateRange, 'Campaign Lifetime');
    assert.ok(body.data.tabs.some((tab: { key: string }) => tab.key === 'programmatic-overview'));
    assert.match(body.data.dataAsOf, /^\d{4}-\d{2}-\d{2}$/);
    const list = await call(t, 'reports@acme.test', 'GET', '/api/clients/1/campaign-reports/campaigns');
    assert.ok(list.body.data.every((c: { advertiserId: number }) => [1, 2].includes(c.advertiserId)));
    assert.ok(
      list.body.data.some((c: { id: number; tabs: string[] }) => c.id === campaignId && c.tabs.includes('ctv')),
    );
  });

  test("another advertiser's campaign is 404 for a reporting-only user", async () => {
    const [foreign] = await t.db.query<{ id: number }>(
      'SELECT id FROM campaigns WHERE client_id = 1 AND advertiser_id NOT IN (1, 2) LIMIT 1',
    );
    const response = await call(
      t,
      'reports@acme.test',
      'GET',
      `/api/clients/1/campaign-reports/campaigns/${foreign!.id}`,
    );
    assert.equal(response.status, 404);
    assert.equal(response.body.message, 'Not found');
  });
});

describe('the result sets of a report', () => {
  test('budget group, platform ad type, pixel, DOOH and ad platform sets add up to the totals', async () => {
    const { status, body } = await run('admin@acme.test', {
      advertiserIds: [1],
      queries: ['totals', 'budgetGroup', 'platform', 'platformAdType', 'pixel', 'doohCampaign', 'adPlatform'],
    });
    assert.equal(status, 200);
    const total = Number(set(body, 'totals')[0]!.impressions);
    const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
    assert.equal(sum(set(body, 'budgetGroup'), 'impressions'), total);
    assert.equal(sum(set(body, 'platformAdType'), 'impressions'), total);
    assert.ok(set(body, 'budgetGroup').every((r) => Number(r.budget) > 0 && r.lineItemName));
    assert.ok(set(body, 'pixel').every((r) => r.pixelId === 1 && String(r.pixelName).includes('Pixel')));
    const platforms = set(body, 'platform');
    const adomni = Number(platforms.find((r) => r.platform === 'ADOMNI')?.impressions ?? 0);
    assert.equal(sum(set(body, 'doohCampaign'), 'impressions'), adomni);
    assert.ok(set(body, 'adPlatform').every((r) => ['META', 'GOOGLE_ADS'].includes(String(r.platform))));
  });

  test('xandrPixelIds and adomniCampaignIds narrow the delivery to those pixels and DOOH campaigns', async () => {
    const pixel = await run('admin@acme.test', {
      advertiserIds: [1],
      queries: ['platform'],
      queryParams: { xandrPixelIds: [1] },
    });
    assert.deepEqual(
      set(pixel.body, 'platform').map((r) => r.platform),
      ['XANDR'],
    );
    const other = await run('admin@acme.test', {
      advertiserIds: [1],
      queries: ['totals'],
      queryParams: { xandrPixelIds: [2] },
    });
    assert.equal(set(other.body, 'totals')[0]!.impressions, 0);
    const [dooh] = await t.db.query<{ id: number }>(
      "SELECT li.id FROM line_items li JOIN campaigns c ON c.id = li.campaign_id WHERE c.client_id = 1 AND li.platform = 'ADOMNI' AND c.start_date IS NOT NULL LIMIT 1",
    );
    const one = await run('admin@acme.test', {
      queries: ['doohCampaign'],
      queryParams: { adomniCampaignIds: [dooh!.id] },
    });
    assert.deepEqual(
      set(one.body, 'doohCampaign').map((r) => r.lineItem),
      [dooh!.id],
    );
  });

  test('the previous period has the same length and ends the day before; daily rows carry the objective', async () => {
    assert.deepEqual(previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-07' }), {
      startDate: '2026-02-22',
      endDate: '2026-02-28',
    });
    const { body } = await run('reports@acme.test', {
      campaignIds: [campaignId],
      tab: 'ctv',
      objective: 'Completion Rate',
      queries: ['totals', 'previousTotals', 'daily', 'pacing'],
      queryParams: { dateRange: { startDate: '2026-01-01', endDate: '2026-12-31' } },
    });
    const daily = set(body, 'daily');
    assert.ok(daily.length > 0);
    assert.ok(
      daily.every((r) => Number(r.objective) > 0.8 && Number(r.objective) <= 1),
      'CTV completes ~94%',
    );
    assert.equal(body.data.objective.label, 'Completion rate');
    assert.equal(set(body, 'previousTotals').length, 1);
    const [pace] = set(body, 'pacing');
    assert.ok(pace && Number(pace.expectedSpend) > 0);
    // The last complete day is the campaign overview's: yesterday, whatever the last delivery day.
    const overview = await call(t, 'reports@acme.test', 'GET', `/api/clients/1/campaigns/${campaignId}/pacing`);
    assert.equal(pace.lastCompleteDay, overview.body.data.throughDay);
  });

  test('the 14-day forecast follows the recent pace and ignores the date range', async () => {
    const body = { campaignIds: [campaignId], tab: 'ctv', queries: ['forecastImpressions', 'forecastSpend'] };
    const plain = await run('reports@acme.test', body);
    const ranged = await run('reports@acme.test', {
      ...body,
      queryParams: { dateRange: { startDate: '2025-01-01', endDate: '2025-01-02' } },
    });
    const rows = set(plain.body, 'forecastImpressions');
    assert.equal(rows.length, 14);
    assert.ok(String(rows[0]!.day) > plain.body.data.dataAsOf);
    assert.deepEqual(set(ranged.body, 'forecastImpressions'), rows);
    assert.ok(Number(rows[0]!.value) > 0);
  });

  test('an unknown tab, metric or objective, a foreign objective or a backwards range is 400, never 500', async () => {
    for (const bad of [
      { tab: 'radio' },
      { objective: 'Happiness' },
      { tab: 'native', objective: 'Completion Rate' },
      { queries: ['everything'] },
      { queryParams: { dateRange: { startDate: '2026-02-01', endDate: '2026-01-01' } } },
      { queryParams: { dateRange: { startDate: '2026-02-30', endDate: '2026-03-01' } } },
      { queryParams: { xandrPixelIds: ['x'] } },
    ]) {
      const response = await run('admin@acme.test', bad);
      assert.equal(response.status, 400, JSON.stringify(bad));
      assert.ok(response.body.fields.length > 0, JSON.stringify(response.body));
    }
  });

  test('a named date range resolves on the server to complete days before today', async () => {
    const { body } = await run('reports@acme.test', {
      campaignIds: [campaignId],
      dateRangeChoice: 'Last 7 days',
      queries: ['daily'],
    });
    const { startDate, endDate } = body.data.dateRange;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    assert.equal(endDate, yesterday);
    assert.ok(set(body, 'daily').every((r) => String(r.day) >= startDate && String(r.day) <= endDate));
    const lifetime = await run('reports@acme.test', {
      campaignIds: [campaignId],
      dateRangeChoice: 'Campaign Lifetime',
    });
    assert.equal(lifetime.body.data.dateRange, null);
  });

  test('the PDF export is a real PDF with the chart drawn or embedded', async () => {
    // A 1×1 PNG stands in for the chart the screen drew.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const response = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/campaign-reports/pdf', {
      campaignIds: [campaignId],
      tab: 'ctv',
      objective: 'Clicks',
      title: 'Spring CTV report',
      chartPng: png,
    });
    assert.equal(response.status, 200);
    assert.match(String(response.raw.headers['content-disposition']), /attachment; filename="?Spring-CTV-report.pdf/);
    const pdf = response.raw.rawPayload;
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    assert.ok(pdf.includes('/Subtype /Image'), 'the chart image is in the PDF');
  });

  test('a chart image that is not a PNG is refused naming chartPng; a broken PNG gets the chart drawn instead', async () => {
    const exportWith = (chartPng: string) =>
      call(t, 'reports@acme.test', 'POST', '/api/clients/1/campaign-reports/pdf', {
        campaignIds: [campaignId],
        title: 'Chart',
        chartPng,
      });
    for (const notPng of ['+=', 'AAAA', Buffer.from('GIF89a').toString('base64')]) {
      const refused = await exportWith(notPng);
      assert.equal(refused.status, 400, notPng);
      assert.deepEqual(refused.body.fields, [{ field: 'chartPng', message: 'must be a PNG image' }]);
    }
    // The PNG signature, then bytes no PNG reader can decode.
    const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not the rest of a png')]);
    const drawn = await exportWith(broken.toString('base64'));
    assert.equal(drawn.status, 200);
    assert.equal(drawn.raw.rawPayload.subarray(0, 4).toString(), '%PDF');
    assert.ok(!drawn.raw.rawPayload.includes('/Subtype /Image'), 'no image, the chart is drawn');
  });

  test('a damaged PNG never reaches the PDF library: the chart is drawn, and a whole one is embedded', async () => {
    const chunk = (type: string, data: Buffer) => {
      const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed));
      return Buffer.concat([length, typed, crc]);
    };
    const header = (width: number, height: number, colourType = 6) => {
      const data = Buffer.alloc(13);
      data.writeUInt32BE(width, 0);
      data.writeUInt32BE(height, 4);
      data[8] = 8;
      data[9] = colourType;
      return chunk('IHDR', data);
    };
    const png = (...chunks: Buffer[]) =>
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]).toString('base64');
    const end = chunk('IEND', Buffer.alloc(0));
    const damaged = header(1, 1);
    damaged[damaged.length - 1]! ^= 0xff;
    const pixels = (rows: number[][]) => chunk('IDAT', deflateSync(Buffer.from(rows.flat())));
    const damagedPngs = {
      'a signature alone': png(),
      // With alpha the PDF library decodes the pixels later, where nothing caught what it threw: the process ended.
      'pixels that do not inflate': png(header(2, 2), chunk('IDAT', Buffer.from('not deflated')), end),
      'a row with an unknown filter': png(
        header(1, 2),
        pixels([
          [0, 1, 2, 3, 4],
          [9, 1, 2, 3, 4],
        ]),
        end,
      ),
      'too few rows': png(header(1, 2), pixels([[0, 1, 2, 3, 4]]), end),
      'a chunk whose checksum fails': png(damaged, pixels([[0, 1, 2, 3, 4]]), end),
      'no end': png(header(1, 1), pixels([[0, 1, 2, 3, 4]])),
      'a giant': png(header(100_000, 100_000), pixels([[0]]), end),
    };
    for (const [what, chartPng] of Object.entries(damagedPngs)) {
      const response = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/campaign-reports/pdf', {
        campaignIds: [campaignId],
        title: 'Chart check',
        chartPng,
      });
      assert.equal(response.status, 200, `${what}: ${JSON.stringify(response.body)}`);
      assert.ok(!response.raw.rawPayload.includes('/Subtype /Image'), `${what}: no image, the chart is drawn`);
    }
    const whole = png(
      header(1, 2),
      pixels([
        [0, 1, 2, 3, 4],
        [2, 0, 0, 0, 0],
      ]),
      end,
    );
    const embedded = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/campaign-reports/pdf', {
      campaignIds: [campaignId],
      title: 'Chart check',
      chartPng: whole,
    });
    assert.equal(embedded.status, 200);
    assert.ok(embedded.raw.rawPayload.includes('/Subtype /Image'), 'the whole one is embedded');
  });
});
