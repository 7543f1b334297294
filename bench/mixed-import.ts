// `pnpm bench mixed --during-import`: the mixed traffic asked while a delivery file of 1,000,000 rows (Beacon's CSV,
// BENCH_VOLUME_ROWS) imports into the client the bench's users ask about, as an agency's file would land in the
// middle of the day. The file is generated for that client's line items, read through the hub API as any caller
// would read them; the import is followed until it ends, after the traffic, and its outcome printed.
import { openAsBlob, rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchDir } from './product-server';
import { regionNames, writeBeaconCsv, type PlacedLineItem } from './volume-probes';

const ROWS = Number(process.env.BENCH_VOLUME_ROWS ?? 1_000_000);
const DAYS = 365;

type Headers = Record<string, string>;

/** The client's line items that carry a platform id, through GET …/campaigns/{id}/line-items. */
async function placedLineItems(url: string, headers: Headers, clientId: number): Promise<PlacedLineItem[]> {
  const base = `${url}/api/clients/${clientId}`;
  const campaigns = (await (await fetch(`${base}/campaigns?filter=all&pageSize=500`, { headers })).json()) as {
    data: { id: number }[];
  };
  const placed: PlacedLineItem[] = [];
  for (const { id } of campaigns.data) {
    const reply = await fetch(`${base}/campaigns/${id}/line-items`, { headers });
    const { data } = (await reply.json()) as { data: { platform: string; platformLineItemId: string | null }[] };
    for (const item of data)
      if (item.platformLineItemId)
        placed.push({ platform: item.platform, platformLineItemId: item.platformLineItemId });
  }
  if (!placed.length) throw new Error(`client ${clientId} has no line item with a platform id to import delivery for`);
  return placed;
}

/** A file of ROWS rows uploaded to the client's imports; `finished` follows it to its end. */
export async function importRunning(url: string, headers: Headers, clientId: number) {
  const lineItems = await placedLineItems(url, headers, clientId);
  const regions = regionNames(Math.ceil(ROWS / (lineItems.length * DAYS)));
  const path = join(benchDir, 'mixed-import-delivery.csv');
  await writeBeaconCsv(path, ROWS, lineItems, regions, DAYS);
  const { 'content-type': _json, ...auth } = headers;
  const form = new FormData();
  form.set('format', 'beacon');
  form.set('file', await openAsBlob(path), 'delivery.csv');
  const started = performance.now();
  const sent = await fetch(`${url}/api/clients/${clientId}/imports`, { method: 'POST', headers: auth, body: form });
  rmSync(path, { force: true });
  if (sent.status !== 202) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
  const { id } = ((await sent.json()) as { data: { id: number } }).data;
  const read = async () =>
    (
      (await (await fetch(`${url}/api/clients/${clientId}/imports/${id}`, { headers })).json()) as {
        data: { status: string; rowsAccepted: number };
      }
    ).data;
  return {
    rows: ROWS,
    /** Its status as the traffic ends (running: the whole window was asked during the import). */
    status: async () => (await read()).status,
    /** Follows the import to its end: its status, rows accepted and seconds from the upload. */
    finished: async () => {
      for (;;) {
        const record = await read();
        if (!['queued', 'running'].includes(record.status))
          return { ...record, seconds: (performance.now() - started) / 1000 };
        await new Promise((r) => setTimeout(r, 1000));
      }
    },
  };
}
