import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { displayFileName, sanitizeFileName } from './types';

const t = testApiOfFile();

function multipart(files: { name: string; content: Buffer | string; type?: string }[]) {
  const boundary = '----beacon-files-test';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(f.content),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(url: string, files: Parameters<typeof multipart>[0], email = 'admin@acme.test') {
  const { payload, headers } = multipart(files);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(await t.auth(email)) },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

describe('file names', () => {
  test('paths, odd characters and length are cleaned', () => {
    assert.equal(sanitizeFileName('../../etc/passwd'), 'passwd');
    assert.equal(sanitizeFileName('C:\\Users\\me\\Media Plan (v2).PDF'), 'Media Plan (v2).pdf');
    assert.equal(sanitizeFileName('rapport <final>;.csv'), 'rapport _final_.csv');
    assert.equal(sanitizeFileName('.hidden'), 'hidden');
    assert.ok(sanitizeFileName(`${'a'.repeat(500)}.txt`).length <= 104);
  });
});

describe('advertiser and campaign files', () => {
  test('upload stores under the files directory and the list refreshes; download is an attachment', async () => {
    const before = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/files');
    const up = await upload('/api/clients/1/advertisers/1/files', [
      { name: '../Q4 Plan.csv', content: 'a,b\n1,2\n' },
      { name: 'brief.txt', content: 'hello' },
    ]);
    assert.equal(up.status, 201);
    assert.deepEqual(up.body.data.map((f: { parsedFileName: string }) => f.parsedFileName).sort(), [
      'Q4 Plan.csv',
      'brief.txt',
    ]);
    assert.equal(
      up.body.data.find((f: { parsedFileName: string }) => f.parsedFileName === 'Q4 Plan.csv').mimeType,
      'text/csv',
    );
    const [stored] = await t.db.query<{ key: string }>('SELECT storage_key AS key FROM files WHERE id = $1', [
      up.body.data[0].id,
    ]);
    assert.ok(existsSync(join(t.filesDir, stored!.key)));
    const after = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/files');
    assert.equal(after.body.data.length, before.body.data.length + 2);
    const csv = up.body.data.find((f: { parsedFileName: string }) => f.parsedFileName === 'Q4 Plan.csv');
    const download = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/advertisers/1/files/${csv.id}`);
    assert.equal(download.raw.body, 'a,b\n1,2\n');
    assert.match(String(download.raw.headers['content-disposition']), /^attachment; filename="Q4 Plan\.csv"/);
  });

  test('seeded files download with their bytes; type filter and search', async () => {
    const pdfs = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/files?type=PDF');
    assert.ok(
      pdfs.body.data.length > 0 && pdfs.body.data.every((f: { mimeType: string }) => f.mimeType === 'application/pdf'),
    );
    const file = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/advertisers/1/files/${pdfs.body.data[0].id}`);
    assert.equal(file.raw.rawPayload.subarray(0, 5).toString(), '%PDF-');
    const others = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/files?type=Other');
    assert.ok(
      others.body.data.every(
        (f: { mimeType: string }) => !['application/pdf', 'text/csv', 'image/png', 'text/plain'].includes(f.mimeType),
      ),
    );
    const searched = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/files?search=INSERTION');
    assert.ok(searched.body.data.every((f: { name: string }) => /insertion/i.test(f.name)));
  });

  test('campaign uploads belong to the campaign and its advertiser', async () => {
    const [campaign] = await t.db.query<{ id: number; advertiserId: number }>(
      'SELECT id, advertiser_id AS "advertiserId" FROM campaigns WHERE client_id = 1 ORDER BY id LIMIT 1',
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const up = await upload(`/api/clients/1/campaigns/${campaign!.id}/files`, [{ name: 'banner.png', content: png }]);
    assert.equal(up.status, 201);
    assert.equal(up.body.data[0].advertiserId, campaign!.advertiserId);
    const list = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${campaign!.id}/files`);
    assert.ok(list.body.data.some((f: { id: number }) => f.id === up.body.data[0].id));
  });

  test('the same file uploaded twice makes one row: the second upload is refused, saying when the first came', async () => {
    const url = '/api/clients/1/advertisers/2/files';
    const rowsNamed = async (name: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE name = $1', [name]))[0]!.n;
    const first = await upload(url, [{ name: 'Flight plan.csv', content: 'week,spend\n1,100\n' }]);
    assert.equal(first.status, 201);
    const again = await upload(url, [{ name: 'Flight plan.csv', content: 'week,spend\n1,100\n' }]);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'This file is already here');
    assert.match(
      again.body.fields[0].message,
      /^Flight plan\.csv is already here: the same file was uploaded on \d\d\/\d\d\/\d{4}$/,
    );
    assert.equal(await rowsNamed('Flight plan.csv'), 1);
    // Picked twice in one upload: stored once.
    const twice = await upload(url, [
      { name: 'Brief.txt', content: 'the brief' },
      { name: 'Brief.txt', content: 'the brief' },
    ]);
    assert.equal(twice.status, 201);
    assert.equal(twice.body.data.length, 1);
    assert.equal(await rowsNamed('Brief.txt'), 1);
    // A new version (same name, other content) is a file of its own; so is the same file for another advertiser.
    assert.equal((await upload(url, [{ name: 'Flight plan.csv', content: 'week,spend\n1,120\n' }])).status, 201);
    assert.equal(
      (
        await upload('/api/clients/1/advertisers/1/files', [
          { name: 'Flight plan.csv', content: 'week,spend\n1,100\n' },
        ])
      ).status,
      201,
    );
    assert.equal(await rowsNamed('Flight plan.csv'), 3);
  });

  test('refused: disallowed types, content that lies about its type, oversized files, non-multipart bodies', async () => {
    assert.equal(
      (await upload('/api/clients/1/advertisers/1/files', [{ name: 'run.exe', content: 'MZ' }])).status,
      415,
    );
    const fake = await upload('/api/clients/1/advertisers/1/files', [{ name: 'invoice.pdf', content: 'not a pdf' }]);
    assert.equal(fake.status, 415);
    assert.equal(fake.body.fields[0].field, 'files');
    const nearLimit = await upload('/api/clients/1/advertisers/1/files', [
      { name: 'large.txt', content: Buffer.alloc(9 * 1024 * 1024, 97) },
    ]);
    assert.equal(nearLimit.status, 201, 'a file under the 10 MiB limit is accepted');
    const big = await upload('/api/clients/1/advertisers/1/files', [
      { name: 'big.txt', content: Buffer.alloc(11 * 1024 * 1024, 97) },
    ]);
    assert.equal(big.status, 413);
    const json = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/advertisers/1/files', { files: [] });
    assert.equal(json.status, 415);
    const [count] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM files WHERE name IN ('run.exe', 'invoice.pdf', 'big.txt')",
    );
    assert.equal(count!.n, 0);
  });
});

describe('malformed uploads (both upload operations) answer 400 and leave nothing behind', () => {
  const BOUNDARY = '----beacon-broken';
  const part = (name: string, content: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n`;
  const onDisk = () => (existsSync(join(t.filesDir, '1')) ? readdirSync(join(t.filesDir, '1')).length : 0);
  const rows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n;

  for (const target of ['advertisers/1', 'campaigns/CAMPAIGN']) {
    test(`POST /api/clients/1/${target}/files`, async () => {
      const [campaign] = await t.db.query<{ id: number }>(
        'SELECT id FROM campaigns WHERE client_id = 1 ORDER BY id LIMIT 1',
      );
      const url = `/api/clients/1/${target.replace('CAMPAIGN', String(campaign!.id))}/files`;
      const cases: [string, string, string][] = [
        ['no boundary', 'multipart/form-data', part('a.txt', 'hello') + `--${BOUNDARY}--\r\n`],
        ['empty boundary', 'multipart/form-data; boundary=', part('a.txt', 'hello')],
        ['truncated in the first file', `multipart/form-data; boundary=${BOUNDARY}`, part('a.txt', 'hel').slice(0, -6)],
        [
          'cut off in the second file, after the first was written',
          `multipart/form-data; boundary=${BOUNDARY}`,
          part('first.txt', 'x'.repeat(200_000)) + part('second.txt', 'y'.repeat(1000)).slice(0, -300),
        ],
        ['no closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, part('a.txt', 'hello')],
        ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, 'not multipart at all'],
      ];
      const files = onDisk();
      const count = await rows();
      for (const [name, contentType, payload] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType, ...(await t.auth('admin@acme.test')) },
        });
        assert.equal(response.statusCode, 400, `${name}: ${response.body}`);
        const body = JSON.parse(response.body);
        assert.equal(body.status, 400, name);
        assert.equal(body.error, 'Bad Request', name);
        assert.ok(Array.isArray(body.fields), name);
        assert.equal(onDisk(), files, `${name}: no file left on disk`);
        assert.equal(await rows(), count, `${name}: no row`);
      }
    });
  }
});

describe('an upload whose connection drops mid-way', () => {
  test('leaves no file on disk and no row, over real HTTP', async () => {
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const onDisk = () => (existsSync(join(t.filesDir, '1')) ? readdirSync(join(t.filesDir, '1')).length : 0);
    const [before] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const files = onDisk();
    const boundary = '----beacon-dropped';
    const first = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="whole.txt"\r\nContent-Type: text/plain\r\n\r\n${'a'.repeat(100_000)}\r\n`;
    const second = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\n${'b'.repeat(50_000)}`;
    const { authorization } = await t.auth('admin@acme.test');
    const socket = connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      [
        'POST /api/clients/1/advertisers/1/files HTTP/1.1',
        `Host: ${url.host}`,
        `Authorization: ${authorization}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${first.length + second.length + 10_000}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(first);
    socket.write(second);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [after] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    assert.equal(after!.n, before!.n, 'no row');
    assert.equal(onDisk(), files, 'no file on disk');
  });
});

describe('file names with markup', () => {
  test('display names are cleaned on upload; notification content escapes them', async () => {
    assert.equal(displayFileName('C:\\fakepath\\<img src=x onerror=alert(1)>.txt'), '_img src=x onerror=alert(1)_.txt');
    assert.equal(displayFileName('Q3 "final"\u0000.pdf'), 'Q3 _final_.pdf');
    assert.equal(displayFileName('Résumé & notes.txt'), 'Résumé & notes.txt');
    const up = await upload('/api/clients/1/advertisers/1/files', [
      { name: '<script>alert(1)</script> & plan.txt', content: 'hello' },
    ]);
    assert.equal(up.status, 201);
    // `</script>` holds a slash: what comes before it is taken for a folder, as with any path.
    assert.equal(up.body.data[0].name, 'script_ & plan.txt');
    const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/files');
    assert.ok(list.body.data.every((f: { name: string }) => !/[<>]/.test(f.name)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [notice] = await t.db.query<{ content: string }>(
      "SELECT content FROM notifications WHERE category = 'document' ORDER BY id DESC LIMIT 1",
    );
    assert.match(notice!.content, /&amp; plan\.txt uploaded to /);
    assert.doesNotMatch(notice!.content, /<script/);
  });
});

describe('file names with bidi controls', () => {
  test('right-to-left overrides, isolates and marks are stripped, so a name reads as it is', async () => {
    // Shown, `invoice\u202Egnp.exe` reads "invoiceexe.png": stripped, it is an .exe and is refused.
    assert.equal(displayFileName('invoice\u202Egnp.exe'), 'invoicegnp.exe');
    assert.equal(sanitizeFileName('invoice\u202Egnp.exe'), 'invoicegnp.exe');
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ])
      assert.equal(
        displayFileName(`Q3${control} plan.txt`),
        'Q3 plan.txt',
        `U+${control.codePointAt(0)!.toString(16)}`,
      );
    const refused = await upload('/api/clients/1/advertisers/1/files', [
      { name: 'invoice\u202Egnp.exe', content: 'MZ' },
    ]);
    assert.equal(refused.status, 415);
    assert.match(refused.body.fields[0].message, /^invoicegnp\.exe: type \.exe is not allowed/);
    const up = await upload('/api/clients/1/advertisers/1/files', [
      { name: 'Media\u2067 plan\u2069\u200F (final)\u202E.txt', content: 'hello' },
    ]);
    assert.equal(up.status, 201);
    assert.equal(up.body.data[0].name, 'Media plan (final).txt');
    const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/files');
    assert.ok(
      list.body.data.every((f: { name: string }) => !/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/.test(f.name)),
    );
  });
});
