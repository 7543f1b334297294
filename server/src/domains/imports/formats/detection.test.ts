import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { detectHeader, fitHeader } from './header';
import { PRESETS } from './presets';
import { readDeliveryFile } from './read-delivery-file';
import { fixture, readAll, readAs, uploaded } from './test-helpers';
import { DeliveryFileError, type DeliveryFileProblem } from './types';

const EXPECTED: Record<string, string> = {
  'google-ads-ad-groups.csv': 'google-ads',
  'meta-ads-ad-sets.csv': 'meta-ads',
  'the-trade-desk-ad-groups.csv': 'the-trade-desk',
  'dv360-line-items.csv': 'dv360',
  'xandr-network-analytics.csv': 'xandr',
  'adomni-campaigns.csv': 'adomni',
  'beacon-delivery.csv': 'beacon',
};

async function refusal(bytes: Buffer | string, options: { fileName?: string; format?: string } = {}) {
  const error = await readDeliveryFile(uploaded(bytes), { fileName: 'report.csv', ...options } as never).then(
    () => assert.fail('the file was read'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof DeliveryFileError, String(error));
  return error as DeliveryFileError & { problem: DeliveryFileProblem };
}

describe('detecting the format from the header', () => {
  test('every fixture is detected as its own format, whatever its file is named', async () => {
    const names = readdirSync(join(import.meta.dirname, 'fixtures'));
    assert.deepEqual(names.sort(), Object.keys(EXPECTED).sort());
    for (const name of names) {
      const { file } = await readAll(fixture(name), { fileName: 'adomni-export.csv' });
      assert.equal(file.format, EXPECTED[name], name);
    }
  });

  test('each fixture header fits exactly one preset, so no detection rests on which preset is tried first', async () => {
    for (const [name, format] of Object.entries(EXPECTED)) {
      const { file } = await readAll(fixture(name));
      const header = fixture(name)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[file.headerRow - 1]!;
      const fitting = Object.values(PRESETS).filter((p) => fitHeader(p, header.split(',')).ok);
      assert.deepEqual(
        fitting.map((p) => p.id),
        [format],
        name,
      );
    }
  });

  test('a header with extra columns in another order still fits', () => {
    const cells = ['Conversions', 'Cost', 'Clicks', 'Impr.', 'Currency code', 'Ad group ID', 'Labels', 'Day'];
    assert.equal(detectHeader(Object.values(PRESETS), cells)?.preset.id, 'google-ads');
  });

  test('a file that matches no format is refused with the formats Beacon reads and their columns', async () => {
    const error = await refusal('Order,Customer,Total\n1001,Ada,12.00\n');
    assert.equal(error.problem, 'unknown-format');
    for (const preset of Object.values(PRESETS)) assert.match(error.message, new RegExp(preset.label));
    assert.match(error.message, /Google Ads \(Day, Ad group ID, Impr\., Clicks, Conversions, Cost\)/);
  });

  test('a platform export short of a needed column says which one', async () => {
    const error = await refusal('Day,Campaign,Ad group,Ad group ID,Currency code,Impr.,Clicks,Cost\n');
    assert.equal(error.problem, 'missing-columns');
    assert.match(error.message, /Google Ads export lacks the column Conversions \(its header is line 1\)/);
  });

  test('Google Ads cost without a currency code is refused rather than taken as dollars', async () => {
    const error = await refusal('Day,Ad group ID,Impr.,Clicks,Cost,Conversions\n2026-11-26,1,1,1,1.00,0\n');
    assert.equal(error.problem, 'missing-columns');
    assert.match(error.message, /lacks the column Currency code/);
  });

  test('a file given as one format but exported by another says so', async () => {
    const error = await refusal(fixture('meta-ads-ad-sets.csv'), { format: 'google-ads' });
    assert.equal(error.problem, 'wrong-format');
    assert.equal(error.message, 'This file looks like a Meta Ads export, not Google Ads');
  });

  test('a given format reads a file that fits it', async () => {
    const { file, rows } = await readAll(fixture('xandr-network-analytics.csv'), { format: 'xandr' });
    assert.equal(file.format, 'xandr');
    assert.equal(rows.length, 3);
  });

  test('an unknown format name is refused', async () => {
    const error = await refusal(fixture('xandr-network-analytics.csv'), { format: 'tiktok' });
    assert.equal(error.problem, 'unknown-format');
    assert.match(error.message, /google-ads, meta-ads, the-trade-desk, dv360, xandr, adomni, beacon/);
  });

  test('an empty file, an old .xls, and a file that is no spreadsheet are refused', async () => {
    assert.equal((await refusal('')).problem, 'empty');
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    const old = await refusal(xls, { fileName: 'report.xls' });
    assert.equal(old.problem, 'old-excel');
    assert.match(old.message, /save it as \.xlsx or export the report as CSV/);
    const pdf = await refusal(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64)]), {
      fileName: 'report.xlsx',
    });
    assert.equal(pdf.problem, 'not-a-spreadsheet');
  });

  test('a CSV named .xlsx is read as the CSV it is: the content decides, not the name', async () => {
    const { file } = await readAll(fixture('adomni-campaigns.csv'), { fileName: 'adomni.xlsx' });
    assert.equal(file.container, 'csv');
  });

  test('a tab-separated UTF-16 export (Excel "Unicode text") is read', async () => {
    const text = fixture('the-trade-desk-ad-groups.csv')
      .toString('utf8')
      .replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '\t');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const { rows } = await readAs(utf16, 'the-trade-desk');
    assert.deepEqual(
      rows.map((r) => r.spend),
      [1539.84, 1632.22, 425.6],
    );
  });

  test('money in another currency needs a rate, and is converted with one', async () => {
    const eur = fixture('meta-ads-ad-sets.csv').toString('utf8').replace('Amount spent (USD)', 'Amount spent (EUR)');
    const error = await refusal(eur);
    assert.equal(error.problem, 'currency');
    assert.match(error.message, /Amount spent \(EUR\) is in EUR; Beacon records spend in US dollars/);
    const { rows } = await readAll(eur, { usdRates: { EUR: 1.08 } });
    assert.equal(rows[0]!.spend, 227.1564);
  });

  test("money in the advertiser's currency is read in each row's currency, which the file must name", async () => {
    const header = 'Date,Ad Group ID,Impressions,Clicks,Advertiser Cost (Adv Currency),Total Click + View Conversions';
    const missing = await refusal(`${header}\n2026-11-26,k3j9x2p,100,1,10.00,0\n`);
    assert.equal(missing.problem, 'missing-columns');
    assert.match(missing.message, /lacks the column Advertiser Currency Code/);
    const csv = [
      `${header},Advertiser Currency Code`,
      '2026-11-26,k3j9x2p,100,1,10.00,0,USD',
      '2026-11-26,q8w1r4t,100,1,10.00,0,CAD',
    ].join('\n');
    const { rows, errors } = await readAll(csv, { usdRates: { cad: 0.72 } });
    assert.deepEqual(errors, []);
    assert.deepEqual(
      rows.map((r) => r.spend),
      [10, 7.2],
    );
  });

  test('a rate that is not a positive number is refused', async () => {
    const error = await refusal(fixture('meta-ads-ad-sets.csv'), { usdRates: { EUR: -1 } } as never);
    assert.equal(error.problem, 'currency');
  });

  test('a file is read once, and closing it unread lets go of it', async () => {
    const input = uploaded(fixture('xandr-network-analytics.csv'), 16);
    const file = await readDeliveryFile(input, { fileName: 'x.csv' });
    for await (const item of file) assert.equal(item.kind, 'delivery');
    assert.throws(() => file[Symbol.asyncIterator](), /read once/);
    const other = uploaded(fixture('google-ads-ad-groups.csv'), 16);
    await (await readDeliveryFile(other, { fileName: 'g.csv' })).close();
    assert.equal(other.destroyed, true);
  });
});
