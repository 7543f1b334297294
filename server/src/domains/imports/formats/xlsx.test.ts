import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { readDeliveryFile } from './read-delivery-file';
import { figuresOf, readAll, skippedOf, uploaded } from './test-helpers';
import { DeliveryFileError } from './types';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));

/** A Google Ads ad group report as the XLSX download lays it out, with the cell types a workbook has. */
async function googleAdsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ad group report');
  sheet.addRow(['Ad group report']);
  sheet.addRow(['November 26, 2026 - November 28, 2026']);
  sheet.addRow([
    'Day',
    'Campaign',
    'Campaign ID',
    'Ad group',
    'Ad group ID',
    'Currency code',
    'Impr.',
    'Clicks',
    'Cost',
    'Conversions',
  ]);
  sheet.addRow([day(26), 'Brand', 20881234567, 'Exact', 151234567890, 'USD', 1234, 87, 1045.67, 4.5]);
  sheet.addRow([
    day(26),
    { richText: [{ text: 'Brand ' }, { text: '(bold)', font: { bold: true } }] },
    20881234567,
    'Phrase',
    '151234567891',
    'USD',
    { formula: '10*98', result: 980 },
    41,
    312.4,
    2,
  ]);
  // Row 6 left empty, as a hand-tidied sheet might have it.
  sheet.getRow(7).values = [day(27), 'Brand', 20881234567, 'Exact', 151234567890, 'USD', 12408, 903, 9812.05, 31.33];
  sheet.getRow(8).values = [
    '2026-11-28',
    'Brand',
    20881234567,
    'Exact',
    151234567890,
    'USD',
    '2,001',
    '--',
    '$240.10',
    0,
  ];
  sheet.getRow(9).values = ['Total: Account', '--', '--', '--', '--', 'USD', 15623, 1031, 11410.22, 37.83];
  for (const row of [4, 5, 7]) sheet.getCell(`A${row}`).numFmt = 'yyyy-mm-dd';
  workbook.addWorksheet('Notes').addRow(['not read']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('XLSX exports, streamed from the workbook', () => {
  test('a Google Ads workbook: date cells, number cells, formulas, rich text, an empty row, the total line', async () => {
    const { file, rows, errors } = await readAll(await googleAdsWorkbook(), { fileName: 'report.xlsx' });
    assert.deepEqual(errors, []);
    assert.equal(file.container, 'xlsx');
    assert.equal(file.format, 'google-ads');
    assert.equal(file.headerRow, 3);
    assert.deepEqual(
      rows.map((r) => r.row),
      [4, 5, 7, 8],
    );
    assert.deepEqual(figuresOf(rows), [
      ['2026-11-26', 'GOOGLE_ADS', '151234567890', 1234, 87, 5, 1045.67],
      ['2026-11-26', 'GOOGLE_ADS', '151234567891', 980, 41, 2, 312.4],
      ['2026-11-27', 'GOOGLE_ADS', '151234567890', 12408, 903, 31, 9812.05],
      ['2026-11-28', 'GOOGLE_ADS', '151234567890', 2001, 0, 0, 240.1],
    ]);
    assert.deepEqual(skippedOf(file), [
      [1, 'title'],
      [2, 'title'],
      [9, 'total'],
    ]);
  });

  test('a Meta workbook whose ad set ids are number cells too long to keep their digits is refused per row', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Raw Data Report');
    sheet.addRow([
      'Reporting starts',
      'Reporting ends',
      'Ad set name',
      'Ad set ID',
      'Impressions',
      'Link clicks',
      'Results',
      'Amount spent (USD)',
    ]);
    sheet.addRow(['2026-11-26', '2026-11-26', 'Lookalike', Number('120208765432100123'), 13880, 402, 12, 210.33]);
    sheet.addRow(['2026-11-26', '2026-11-26', 'Retargeting', '120208765432100456', 11128, 246, 18, 162.4]);
    const { rows, errors } = await readAll(Buffer.from(await workbook.xlsx.writeBuffer()), { fileName: 'meta.xlsx' });
    assert.deepEqual(
      rows.map((r) => r.platformLineItemId),
      ['120208765432100456'],
    );
    assert.deepEqual(
      errors.map((e) => [e.row, e.column]),
      [[2, 'Ad set ID']],
    );
    assert.match(errors[0]!.message, /has lost digits in a number cell; format the id column as text and export again/);
  });

  test('a workbook cut short in transfer is refused as unreadable, not half read', async () => {
    const whole = await googleAdsWorkbook();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const error = await readDeliveryFile(uploaded(cut), { fileName: 'report.xlsx' }).then(
      async (file) => {
        for await (const item of file) void item;
        return null;
      },
      (e: unknown) => e,
    );
    assert.ok(error instanceof DeliveryFileError, String(error));
    assert.equal(error.problem, 'unreadable');
  });
});
