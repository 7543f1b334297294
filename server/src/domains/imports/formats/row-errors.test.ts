import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fixture, googleAdsErrors, readAll } from './test-helpers';

const GOOD = '2026-11-26,Brand,208,Exact,151,USD,"1,234",87,45.67,2';
/** Each error where the file has it, and why: its row, its column and its message. */
const placed = (errors: { row: number; column: string; message: string }[]) =>
  errors.map((e) => [e.row, e.column, e.message]);

describe('row errors: a line that cannot be read is reported in its place, never dropped', () => {
  test('an unreadable date, with the line and the column as the file names it', async () => {
    assert.deepEqual(await googleAdsErrors(GOOD, GOOD.replace('2026-11-26', 'yesterday')), [
      {
        kind: 'error',
        row: 5,
        column: 'Day',
        message: '"yesterday" is not a date Beacon can read (e.g. 2026-11-28, Nov 28, 2026 or 11/28/2026)',
      },
    ]);
  });

  test('a date that is not on the calendar', async () => {
    const [error] = await googleAdsErrors(GOOD.replace('2026-11-26', '"Feb 30, 2026"'));
    assert.equal(error!.message, '"Feb 30, 2026" is not a date on the calendar');
  });

  test('a day-first date in a month-first file, and the same file read day first', async () => {
    const line = GOOD.replace('2026-11-26', '28/11/2026');
    const [error] = await googleAdsErrors(line);
    assert.equal(
      error!.message,
      '"28/11/2026" is not a date when read month first, as this file is read; if the file writes the day first, import it again with day-first dates',
    );
    const csv = fixture('the-trade-desk-ad-groups.csv')
      .toString()
      .replace(/11\/(2\d)\/2026/g, '$1/11/2026');
    const { rows, errors } = await readAll(csv, { dateOrder: 'day-first' });
    assert.deepEqual(errors, []);
    assert.equal(rows[0]!.date, '2026-11-26');
  });

  test('an unreadable number names the column', async () => {
    const [error] = await googleAdsErrors(GOOD.replace('87', '8 7x'));
    assert.deepEqual(error, { kind: 'error', row: 4, column: 'Clicks', message: '"8 7x" is not a number' });
  });

  test('a negative figure, written with a minus or in accounting parentheses', async () => {
    const errors = await googleAdsErrors(GOOD.replace(',87,', ',-3,'), GOOD.replace('45.67', '(45.67)'));
    assert.deepEqual(placed(errors), [
      [4, 'Clicks', 'Clicks is negative (-3); delivery figures cannot be below zero'],
      [5, 'Cost', 'Cost is negative ((45.67))'],
    ]);
  });

  test('a missing id, empty or "--"', async () => {
    const errors = await googleAdsErrors(GOOD.replace(',151,', ',,'), GOOD.replace(',151,', ',--,'));
    assert.deepEqual(placed(errors), [
      [4, 'Ad group ID', 'The row has no Ad group ID, so it cannot be matched to a line item'],
      [5, 'Ad group ID', 'The row has no Ad group ID, so it cannot be matched to a line item'],
    ]);
  });

  test('a total line the format does not write is an error, not a row and not a silent skip', async () => {
    const errors = await googleAdsErrors(GOOD, 'Grand total,,,,,USD,"1,234",87,45.67,2');
    assert.deepEqual(errors, [
      {
        kind: 'error',
        row: 5,
        column: 'Day',
        message:
          'This line looks like a total or summary ("Grand total"), but not one a Google Ads export writes, so it was not read; remove it from the file if it is one',
      },
    ]);
  });

  test('every problem of one line is reported, and none of its figures are used', async () => {
    const { rows, errors } = await readAll(
      ['Day,Ad group ID,Currency code,Impr.,Clicks,Cost,Conversions', '2026-11-26,151,USD,12.5,4%,€3.00,1'].join('\n'),
    );
    assert.deepEqual(rows, []);
    assert.deepEqual(
      errors.map((e) => [e.column, e.message]),
      [
        ['Impr.', 'Impr. must be a whole number, not 12.5'],
        ['Clicks', '"4%" is a percentage, not a count'],
        ['Cost', '"€3.00" is not in US dollars'],
      ],
    );
  });

  test('a row in another currency than USD, without a rate', async () => {
    const [error] = await googleAdsErrors(GOOD.replace('USD', 'EUR'));
    assert.deepEqual(error, {
      kind: 'error',
      row: 4,
      column: 'Currency code',
      message:
        'Cost is in EUR; Beacon records spend in US dollars. Import the file again with a rate for EUR, or export the report in USD',
    });
  });

  test('an id a spreadsheet rounded into scientific notation', async () => {
    const [error] = await googleAdsErrors(GOOD.replace(',151,', ',1.51235E+11,'));
    assert.match(error!.message, /rounded into scientific notation/);
  });

  test('a Meta row covering several days cannot be split and is refused', async () => {
    const csv = [
      'Reporting starts,Reporting ends,Campaign name,Ad set name,Ad set ID,Impressions,Link clicks,Results,Amount spent (USD)',
      '2026-11-01,2026-11-28,Winter,Lookalike,1202,100,2,1,3.00',
    ].join('\n');
    const { errors } = await readAll(csv);
    assert.deepEqual(placed(errors), [
      [
        2,
        'Reporting starts',
        'The row covers 2026-11-01 to 2026-11-28, not one day; export the report broken down by day',
      ],
    ]);
  });

  test('a Beacon row with an unknown platform or no region in a regional file', async () => {
    const csv = [
      'date,platform,platformLineItemId,region,impressions,clicks,conversions,spend',
      '2026-11-26,TIKTOK,1,West,1,0,0,1',
      '2026-11-26,XANDR,1,,1,0,0,1',
      '11/26/2026,XANDR,1,West,1,0,0,1',
    ].join('\n');
    const { errors } = await readAll(csv);
    assert.deepEqual(placed(errors), [
      [2, 'platform', '"TIKTOK" is not a platform code; use one of XANDR, TRADE_DESK, META, GOOGLE_ADS, ADOMNI'],
      [3, 'region', 'The region is missing; in a file with a region column every row names one'],
      [4, 'date', '"11/26/2026" is not a date written as yyyy-MM-dd (e.g. 2026-11-28)'],
    ]);
  });

  test('lines the CSV reader cannot match to columns, counted in physical lines', async () => {
    const errors = await googleAdsErrors(
      GOOD.replace('Brand', '"Brand\nand more"'),
      GOOD.replace(',87,', ',x,'),
      GOOD.replace('Exact', '"Exact"tail'),
      GOOD.replace('Exact', '"Exact'),
      '2026-11-26,"Brand,208',
    );
    assert.deepEqual(placed(errors), [
      [6, 'Clicks', '"x" is not a number'],
      [
        8,
        '',
        'The line has 8 values where the header has 10 columns, so they cannot be matched to their columns (a quote or a separator is probably missing or extra)',
      ],
      [
        9,
        '',
        'The line could not be read: a quoted value starts here and never ends, so the rest of the file could not be read',
      ],
    ]);
  });

  test('a delivery row after the empty line that ends a DV360 report is reported, not taken as notes', async () => {
    const csv = fixture('dv360-line-items.csv')
      .toString()
      .replace(
        'Report Time:',
        '2026/11/28,Globex Retail,4412876,USD,Holiday 2026,9921034,Display,51230987,1,0,0,1.00,0\nReport Time:',
      );
    const { rows, errors } = await readAll(csv);
    assert.equal(rows.length, 3);
    assert.deepEqual(
      errors.map((e) => [e.row, e.column]),
      [[7, '']],
    );
    assert.match(errors[0]!.message, /comes after the empty line that ends a Display & Video 360 report's data/);
  });
});
