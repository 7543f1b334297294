import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readDeliveryFile } from './read-delivery-file';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ROWS = 200_000;

/** A Trade Desk export of ROWS lines, made as it is read: the test never holds the file either. */
function generatedExport(): { stream: Readable; bytes: () => number } {
  let bytes = 0;
  const stream = Readable.from(
    (function* () {
      const header =
        'Date,Advertiser,Campaign,Ad Group,Ad Group ID,Impressions,Clicks,Advertiser Cost (USD),Total Click + View Conversions\r\n';
      bytes += header.length;
      yield Buffer.from(header);
      for (let start = 0; start < ROWS; start += 1000) {
        let chunk = '';
        for (let i = start; i < start + 1000; i++) {
          const day = String((i % 28) + 1).padStart(2, '0');
          chunk += `11/${day}/2026,Northwind Fitness,Q4 CTV Awareness - Chicago and Milwaukee,CTV - Sports Fans ${i % 500},adg${i % 5000},"${(40_000 + (i % 9000)).toLocaleString('en-US')}",${i % 40},"$${(1000 + (i % 700) / 7).toFixed(2)}",${i % 6}\r\n`;
        }
        bytes += chunk.length;
        yield Buffer.from(chunk);
      }
    })(),
    { objectMode: false },
  );
  return { stream, bytes: () => bytes };
}

const used = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

test('a 200,000-row CSV streams through in flat memory, every row read', async () => {
  const source = generatedExport();
  const file = await readDeliveryFile(source.stream, { fileName: 'ttd.csv' });
  let rows = 0;
  let spend = 0;
  const samples: number[] = [];
  for await (const item of file) {
    assert.equal(item.kind, 'delivery');
    if (item.kind === 'delivery') spend += item.spend;
    if (++rows % 20_000 === 0) samples.push(used());
  }
  assert.equal(rows, ROWS);
  assert.ok(spend > ROWS * 1000);
  const growth = Math.max(...samples) - samples[0]!;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  // Holding the file (or its rows) would grow by about its size; reading it line by line keeps the heap where it was.
  assert.ok(source.bytes() > 20 * 1024 * 1024, `the export is ${mb(source.bytes())}`);
  assert.ok(growth < 8 * 1024 * 1024, `memory grew by ${mb(growth)} while reading ${mb(source.bytes())}`);
  console.log(`read ${rows} rows (${mb(source.bytes())}); memory between first and highest sample: +${mb(growth)}`);
});
