import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { figuresOf, fixture, readAll, readAs, skippedOf } from './test-helpers';

describe('each preset reads its platform export', () => {
  test('Google Ads: title and date-range lines, quoted thousands, "--", totals, a BOM and CRLF', async () => {
    const bytes = fixture('google-ads-ad-groups.csv');
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the fixture keeps its byte-order mark');
    assert.ok(bytes.includes('\r\n'), 'the fixture keeps its CRLF line ends');
    const { file, rows } = await readAs(bytes, 'google-ads');
    assert.equal(file.headerRow, 3);
    assert.deepEqual(rows[0], {
      kind: 'delivery',
      row: 4,
      date: '2026-11-26',
      platform: 'GOOGLE_ADS',
      platformLineItemId: '151234567890',
      impressions: 1234,
      clicks: 87,
      conversions: 5,
      spend: 1045.67,
    });
    assert.deepEqual(
      rows.map((r) => r.row),
      [4, 5, 6, 7, 8],
    );
    assert.deepEqual(figuresOf(rows), [
      ['2026-11-26', 'GOOGLE_ADS', '151234567890', 1234, 87, 5, 1045.67],
      ['2026-11-26', 'GOOGLE_ADS', '151234567891', 982, 41, 2, 312.4],
      ['2026-11-27', 'GOOGLE_ADS', '151234567890', 12408, 903, 31, 9812.05],
      ['2026-11-27', 'GOOGLE_ADS', '151234567891', 0, 0, 0, 0],
      ['2026-11-28', 'GOOGLE_ADS', '151234568000', 2001, 112, 0, 240.1],
    ]);
    assert.deepEqual(skippedOf(file), [
      [1, 'title'],
      [2, 'title'],
      [9, 'total'],
      [10, 'total'],
      [11, 'total'],
    ]);
  });

  test('Meta Ads: one-day reporting periods, the summary row skipped, long ad set ids kept as text', async () => {
    const { file, rows } = await readAs(fixture('meta-ads-ad-sets.csv'), 'meta-ads');
    assert.deepEqual(
      rows.map((r) => r.row),
      [3, 4, 5],
    );
    assert.deepEqual(figuresOf(rows), [
      ['2026-11-26', 'META', '120208765432100123', 13880, 402, 12, 210.33],
      ['2026-11-27', 'META', '120208765432100123', 15204, 455, 21, 240.12],
      ['2026-11-28', 'META', '120208765432100456', 11128, 246, 18, 162.4],
    ]);
    assert.deepEqual(file.skipped, [
      { row: 2, reason: 'total', text: '2026-11-26, 2026-11-28, 51, 18204, 40212, 1103, 612.85' },
    ]);
  });

  test('The Trade Desk: month-first dates, dollar signs, completions', async () => {
    const { rows } = await readAs(fixture('the-trade-desk-ad-groups.csv'), 'the-trade-desk');
    assert.deepEqual(figuresOf(rows, 'completions'), [
      ['2026-11-26', 'TRADE_DESK', 'k3j9x2p', 48120, 19, 3, 1539.84, 45102],
      ['2026-11-27', 'TRADE_DESK', 'k3j9x2p', 51007, 22, 5, 1632.22, 47980],
      ['2026-11-27', 'TRADE_DESK', 'q8w1r4t', 30400, 11, 0, 425.6, 26752],
    ]);
  });

  test('DV360: the totals row and the metadata block after the empty line are skipped', async () => {
    const { file, rows } = await readAs(fixture('dv360-line-items.csv'), 'dv360');
    assert.deepEqual(figuresOf(rows, 'completions'), [
      ['2026-11-26', 'DV360', '51230987', 204512, 310, 14, 1431.58, 0],
      ['2026-11-27', 'DV360', '51230987', 198004, 287, 9, 1386.03, 0],
      ['2026-11-27', 'DV360', '51230990', 88210, 95, 2, 1588.12, 61402],
    ]);
    assert.deepEqual(skippedOf(file), [
      [5, 'total'],
      [7, 'notes'],
      [8, 'notes'],
      [9, 'notes'],
      [10, 'notes'],
      [11, 'notes'],
    ]);
  });

  test('Xandr: the report service column names, booked revenue as spend, viewed imps and completions', async () => {
    const { rows } = await readAs(fixture('xandr-network-analytics.csv'), 'xandr');
    assert.deepEqual(rows[1], {
      kind: 'delivery',
      row: 3,
      date: '2026-11-26',
      platform: 'XANDR',
      platformLineItemId: '15550102',
      impressions: 40110,
      clicks: 38,
      conversions: 1,
      spend: 722,
      completions: 31287,
      viewableImpressions: 30082,
    });
    assert.equal(rows.length, 3);
  });

  test('Adomni: impressions over plays, dollar spend, no clicks or conversions on a screen', async () => {
    const { rows } = await readAs(fixture('adomni-campaigns.csv'), 'adomni');
    assert.deepEqual(figuresOf(rows), [
      ['2026-11-26', 'ADOMNI', 'cmp_8f2KQ1', 38112, 0, 0, 571.68],
      ['2026-11-27', 'ADOMNI', 'cmp_8f2KQ1', 37540, 0, 0, 563.1],
      ['2026-11-27', 'ADOMNI', 'cmp_8f2KQ7', 61330, 0, 0, 919.95],
    ]);
  });

  test('Adomni without an impressions column counts plays', async () => {
    const csv = 'Date,Campaign,Campaign ID,Plays,Spend\n2026-11-26,Gyms,cmp_1,"1,204",$57.10\n';
    const { rows } = await readAll(csv);
    assert.equal(rows[0]!.impressions, 1204);
  });

  test("Beacon's own format: the platform and the region per row, optional figures only where given", async () => {
    const { rows } = await readAs(fixture('beacon-delivery.csv'), 'beacon');
    assert.deepEqual(rows[0], {
      kind: 'delivery',
      row: 2,
      date: '2026-11-26',
      platform: 'XANDR',
      platformLineItemId: '15550101',
      region: 'Northeast',
      impressions: 24010,
      clicks: 30,
      conversions: 2,
      spend: 168.07,
      viewableImpressions: 17110,
      siteActivities: 4,
    });
    assert.deepEqual(
      rows.map((r) => [r.platform, r.region, r.completions]),
      [
        ['XANDR', 'Northeast', undefined],
        ['XANDR', 'West', undefined],
        ['TRADE_DESK', 'Midwest', 11275],
      ],
    );
  });

  test("a Beacon file without a region column holds each line item's whole day", async () => {
    const csv =
      'date,platform,platformLineItemId,impressions,clicks,conversions,spend\n2026-11-26,META,123,10,1,0,2.5\n';
    const { rows } = await readAll(csv);
    assert.equal('region' in rows[0]!, false);
  });
});
