import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { testAppOfFile } from '../../../tooling/testing/test-app';
import { parseCsv } from './demo-csv';
import { pdfText, STOCK_AVATAR } from './demo-documents';

/** Demo mode on every way a document leaves the server: file lists, downloads, their names, photos. */
describe('demo mode on downloads', () => {
  const t = testAppOfFile();
  let headers: Record<string, string>;
  const demo = { 'x-beacon-demo': '0123456789abcdef' };
  const get = (path: string, extra: Record<string, string> = {}) =>
    fetch(`${t.url}/api${path}`, { headers: { ...headers, ...extra } });
  const json = async <T>(path: string, extra: Record<string, string> = {}) =>
    ((await (await get(path, extra)).json()) as { data: T }).data;

  let advertiser: { id: number; name: string };
  let files: { id: number; name: string; parsedFileName: string; mimeType: string }[];
  before(async () => {
    headers = { authorization: `Bearer ${await t.signIn('admin@beacon.test')}` };
    const [owner] = await t.db.query<{ id: number; name: string }>(
      `SELECT a.id, a.name FROM advertisers a WHERE a.client_id = 1 AND a.name LIKE '% %'
       AND EXISTS (SELECT 1 FROM files f WHERE f.advertiser_id = a.id AND f.campaign_id IS NULL AND f.mime_type = 'text/csv')
       ORDER BY a.id LIMIT 1`,
    );
    advertiser = owner!;
    files = await json(`/clients/1/advertisers/${advertiser.id}/files`);
  });

  it("keeps the advertiser's real name out of file names, parsed file names and download names", async () => {
    const real = advertiser.name;
    const underscored = real.replace(/[^A-Za-z0-9._-]+/g, '_');
    assert.ok(
      files.some((f) => f.parsedFileName.includes(underscored)),
      'the seed names files after their owner',
    );
    const shown = await json<typeof files>(`/clients/1/advertisers/${advertiser.id}/files`, demo);
    const fakeName = (await json<{ name: string }>(`/clients/1/advertisers/${advertiser.id}`, demo)).name;
    assert.equal(shown.length, files.length);
    for (const file of shown) {
      assert.ok(!file.name.includes(real) && !file.parsedFileName.includes(underscored), file.parsedFileName);
      // The same fake advertiser as everywhere, written the way the real one was.
      assert.ok(file.name.startsWith(fakeName), file.name);
      assert.ok(file.parsedFileName.startsWith(fakeName.replace(/ /g, '_')), file.parsedFileName);
    }
    for (const file of files) {
      const response = await get(`/clients/1/advertisers/${advertiser.id}/files/${file.id}`, demo);
      const disposition = decodeURIComponent(response.headers.get('content-disposition') ?? '');
      assert.ok(
        [fakeName, fakeName.replace(/ /g, '_')].some((name) => disposition.includes(name)),
        disposition,
      );
      assert.ok(!disposition.includes(real) && !disposition.includes(underscored), disposition);
    }
  });

  it("scales a CSV's amounts with the client's factor, keeps its header, and names no one", async () => {
    const csv = files.find((f) => f.mimeType === 'text/csv')!;
    const path = `/clients/1/advertisers/${advertiser.id}/files/${csv.id}`;
    const real = await (await get(path)).text();
    const shown = await (await get(path, demo)).text();
    const [campaign] = await json<{ id: number; budget: number }[]>('/clients/1/campaigns?pageSize=1&filter=all');
    const [fakeCampaign] = await json<{ id: number; budget: number }[]>(
      '/clients/1/campaigns?pageSize=1&filter=all',
      demo,
    );
    assert.equal(fakeCampaign!.id, campaign!.id);
    const factor = fakeCampaign!.budget / campaign!.budget;
    const rows = (text: string) =>
      text
        .trim()
        .split(/\r?\n/)
        .map((line) => line.split(','));
    const [realHeader, ...realRows] = rows(real);
    const [shownHeader, ...shownRows] = rows(shown);
    assert.deepEqual(shownHeader, realHeader);
    const budget = realHeader!.indexOf('budget');
    assert.ok(budget >= 0 && realRows.length > 0);
    realRows.forEach((row, i) => {
      assert.equal(Number(shownRows[i]![budget]), Number(row[budget]) * factor, 'one factor for the client');
      assert.deepEqual(shownRows[i]!.slice(0, budget), row.slice(0, budget), 'platforms and formats are labels');
    });
  });

  it('writes a CSV again with the cells that start like formulas kept as text', async () => {
    const form = new FormData();
    const cells = [' =1+1', '\uFF1D1+1', '\uFF0B1', '\uFF0D1+1', '\uFF20A1', '\t=1', '=HYPERLINK("x")', '-2+3'];
    form.append(
      'files',
      new Blob([`Formula,Count\r\n${cells.map((c) => `"${c.replace(/"/g, '""')}",-7`).join('\r\n')}\r\n`]),
      'formulas.csv',
    );
    const uploaded = await fetch(`${t.url}/api/clients/1/advertisers/${advertiser.id}/files`, {
      method: 'POST',
      headers,
      body: form,
    });
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const [file] = ((await uploaded.json()) as { data: { id: number }[] }).data;
    const shown = await (await get(`/clients/1/advertisers/${advertiser.id}/files/${file!.id}`, demo)).text();
    const [header, ...rows] = parseCsv(shown);
    assert.deepEqual(header, ['Formula', 'Count']);
    assert.deepEqual(
      rows.map((row) => row[0]),
      cells.map((cell) => `'${cell}`),
    );
    assert.ok(
      rows.every((row) => /^-\d+$/.test(row[1]!)),
      'numbers stay numbers',
    );
  });

  it('makes a stored PDF again from its own text, scrubbed', async () => {
    const pdf = files.find((f) => f.mimeType === 'application/pdf')!;
    const path = `/clients/1/advertisers/${advertiser.id}/files/${pdf.id}`;
    const real = pdfText(Buffer.from(await (await get(path)).arrayBuffer())).join('\n');
    assert.match(real, new RegExp(`Insertion Order - ${advertiser.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    const response = await get(path, demo);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const shown = pdfText(bytes).join('');
    const fakeName = (await json<{ name: string }>(`/clients/1/advertisers/${advertiser.id}`, demo)).name;
    assert.ok(shown.includes(`Insertion Order - ${fakeName}`), shown);
    assert.ok(!shown.includes(advertiser.name));
  });

  it("shows the stock avatar for the account manager's photo, and leaves other images alone", async () => {
    const realPhoto = Buffer.from(await (await get('/clients/1/account-manager/photo')).arrayBuffer());
    const response = await get('/clients/1/account-manager/photo', demo);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    const shown = Buffer.from(await response.arrayBuffer());
    assert.ok(shown.equals(STOCK_AVATAR));
    assert.ok(!realPhoto.equals(STOCK_AVATAR));
    const png = files.find((f) => f.mimeType === 'image/png')!;
    const path = `/clients/1/advertisers/${advertiser.id}/files/${png.id}`;
    const mockup = Buffer.from(await (await get(path, demo)).arrayBuffer());
    assert.ok(mockup.equals(Buffer.from(await (await get(path)).arrayBuffer())), 'a creative mockup passes untouched');
  });
});
