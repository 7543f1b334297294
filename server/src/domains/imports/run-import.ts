import { setImmediate as yieldToServer } from 'node:timers/promises';
import { clientScope, type AccessScope, type ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import {
  applyStagedDelivery,
  dropStagedDelivery,
  repeatedRows,
  stageDelivery,
  undoDelivery,
  type PlacedDeliveryRow,
} from './apply-delivery';
import { readDeliveryFile } from './formats';
import { DeliveryFileError, type DeliveryRow, type FormatId } from './formats/types';
import { dropImportFile, importFileStream } from './import-file';
import { placementKey, placementsOf, type Placement } from './placement';
import { stagedSlices } from './staged-slices';
import { importOwner, updateImport, type ImportPreviewRow, type ImportProgress, type ImportRowError } from './queries';

/** How often, in rows read, the import's progress is written. */
const PROGRESS_ROWS = 5000;
/**
 * Rows staged at a time, in one statement. On PGlite, whose one session answers nothing else meanwhile, a short
 * while; and rows read wait in memory a short while, so that they are collected young rather than kept for long.
 */
const stagedRows = (db: Database) => (db.kind === 'pglite' ? 1000 : 5000);
/** Rows read between two turns of the server: reading and placing a row is the server's own thread's work. */
const ROWS_PER_TURN = 500;
/**
 * Rows made the truth in one transaction. On PGlite the one connection serves nothing else meanwhile, so a slice
 * stays well under the time a list may take to answer. On PostgreSQL the other connections answer while one writes:
 * the whole file is one transaction, and readers see all of it or none.
 */
const sliceRows = (db: Database) => (db.kind === 'pglite' ? 1000 : Number.POSITIVE_INFINITY);
/** Staged rows checked for repeated lines at a time (whole line items: a repeat is within a line item's day). */
const REPEAT_CHECK_ROWS = 20_000;
/** Row errors kept on the import (all are counted). */
const ERRORS_KEPT = 200;
const PREVIEW_ROWS = 20;

/** The job acts for the import's client, every advertiser of it: only writer roles, who see them all, import. */
const jobScope = (clientId: number): ClientScope =>
  clientScope({ allClients: false, clientIds: [clientId], advertiserIds: null } as unknown as AccessScope, clientId);

/** What one pass over the file found. */
class Tally {
  rowsRead = 0;
  rowsAccepted = 0;
  rowsRejected = 0;
  errors: ImportRowError[] = [];
  preview: ImportPreviewRow[] = [];
  firstDay: string | null = null;
  lastDay: string | null = null;
  /** The rows accepted on each line item. */
  rowsByLineItem = new Map<number, number>();

  reject(error: ImportRowError) {
    this.rowsRejected += 1;
    if (this.errors.length < ERRORS_KEPT) this.errors.push(error);
  }

  accept(row: DeliveryRow, placement: Placement) {
    this.rowsAccepted += 1;
    this.rowsByLineItem.set(placement.lineItemId, (this.rowsByLineItem.get(placement.lineItemId) ?? 0) + 1);
    if (this.firstDay === null || row.date < this.firstDay) this.firstDay = row.date;
    if (this.lastDay === null || row.date > this.lastDay) this.lastDay = row.date;
    if (this.preview.length < PREVIEW_ROWS)
      this.preview.push({
        row: row.row,
        date: row.date,
        platform: row.platform,
        platformLineItemId: row.platformLineItemId,
        lineItemName: placement.lineItemName,
        campaignName: placement.campaignName,
        region: row.region ?? null,
        impressions: row.impressions,
        clicks: row.clicks,
        conversions: row.conversions,
        spend: row.spend,
      });
  }

  get summary() {
    return {
      rowsRead: this.rowsRead,
      rowsAccepted: this.rowsAccepted,
      rowsRejected: this.rowsRejected,
      errors: this.errors,
      preview: this.preview,
      firstDay: this.firstDay,
      lastDay: this.lastDay,
      lineItems: this.rowsByLineItem.size,
    };
  }
}

/** What a caller may choose of how an import runs (a test, to see its parts at a small size). */
interface ImportOptions {
  /** Rows written per transaction, instead of what suits the database in use. */
  sliceRows?: number;
  /** Staged rows checked for repeated lines at a time. */
  repeatCheckRows?: number;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Runs one import from its stored file: reads it row by row, places each row on a line item of the client by its
 * platform id, stages the rows, and (unless it is a dry run, or rows were refused and the user did not choose to
 * take the valid ones) makes them the truth. Run again after a crash, it carries on where it was: while the file is
 * being read, it starts over (staged rows are dropped first, nothing was replaced); once the file was taken, it
 * writes the slices still staged, so the file ends up written once and whole.
 */
export async function runImport(db: Database, importId: number, options: ImportOptions = {}): Promise<void> {
  const owner = await importOwner(db, importId);
  if (!owner || (owner.status !== 'queued' && owner.status !== 'running')) return;
  const scope = jobScope(owner.clientId);
  if (!owner.applying) {
    const taken = await readAndStage(db, importId, owner, scope, options.repeatCheckRows ?? REPEAT_CHECK_ROWS);
    if (!taken) return;
    if (owner.dryRun) {
      await dropStagedDelivery(db, importId);
      await updateImport(db, scope, importId, { status: 'done', finished: true, message: null });
      return;
    }
    // From here the file is the truth to be: a restart writes what is still staged, it never reads the file again.
    await updateImport(db, scope, importId, { applying: true });
  }
  await applyInSlices(db, importId, scope, options.sliceRows ?? sliceRows(db));
}

/** Writes an import's staged rows a slice at a time, letting the server answer between two; then it is done. */
async function applyInSlices(db: Database, importId: number, scope: ClientScope, rows: number): Promise<void> {
  try {
    for (const slice of await stagedSlices(db, importId, rows)) {
      await db.transaction((tx) => applyStagedDelivery(tx, importId, slice));
      await yieldToServer();
    }
    await updateImport(db, scope, importId, { status: 'done', applying: false, finished: true, message: null });
  } catch (error) {
    // Beacon's error, not a crash: what the slices wrote goes back, what they replaced comes back.
    await db.transaction(async (tx) => {
      await undoDelivery(tx, importId);
      await dropStagedDelivery(tx, importId);
      await updateImport(tx, scope, importId, {
        status: 'failed',
        applying: false,
        finished: true,
        message: 'The import stopped on an error in Beacon. Nothing was changed; please try again.',
      });
    });
    throw error;
  }
  await dropImportFile(db, importId);
}

/**
 * The repeated lines of an import's staged rows, in the file's order, checked a few line items at a time: on PGlite
 * the one session answers nothing else while a check sorts its rows (every staged row at once held it about a second).
 */
async function repeatsOf(db: Database, importId: number, rowsByLineItem: Map<number, number>, most: number) {
  const repeats: { row: number; first: number }[] = [];
  let group: number[] = [];
  let rows = 0;
  const check = async () => {
    repeats.push(...(await repeatedRows(db, importId, group)));
    await yieldToServer();
    [group, rows] = [[], 0];
  };
  for (const [lineItemId, n] of rowsByLineItem) {
    if (rows > 0 && rows + n > most) await check();
    group.push(lineItemId);
    rows += n;
  }
  if (rows > 0) await check();
  return repeats.sort((a, b) => a.row - b.row);
}

type Owner = NonNullable<Awaited<ReturnType<typeof importOwner>>>;

/** Reads the file and stages its rows; true when they are to be taken, false when the import failed (said why). */
async function readAndStage(
  db: Database,
  importId: number,
  owner: Owner,
  scope: ClientScope,
  repeatCheckRows: number,
): Promise<boolean> {
  await dropStagedDelivery(db, importId);
  await updateImport(db, scope, importId, { status: 'running', bytesRead: 0 });
  const tally = new Tally();
  let bytesRead = 0;
  // One batch is staged while the next is read (on PostgreSQL the two go on side by side).
  let staging: Promise<void> = Promise.resolve();
  const batchRows = stagedRows(db);
  let progressAt = 0;
  const stage = async (rows: PlacedDeliveryRow[], progress: ImportProgress | null) => {
    await stageDelivery(db, importId, rows);
    if (progress) await updateImport(db, scope, importId, progress);
  };
  const fail = async (message: string) => {
    await staging.catch(() => undefined);
    await dropStagedDelivery(db, importId);
    await updateImport(db, scope, importId, { ...tally.summary, status: 'failed', message, finished: true });
    return false;
  };
  try {
    const placements = await placementsOf(db, scope);
    const file = await readDeliveryFile(
      importFileStream(db, importId, (bytes) => (bytesRead = bytes)),
      { fileName: owner.fileName, ...(owner.format ? { format: owner.format as FormatId } : {}) },
    );
    await updateImport(db, scope, importId, { format: file.format });
    let batch: PlacedDeliveryRow[] = [];
    for await (const item of file) {
      tally.rowsRead += 1;
      if (tally.rowsRead % ROWS_PER_TURN === 0) await yieldToServer();
      if (item.kind === 'error') {
        tally.reject(item);
        continue;
      }
      const placement = placements.get(placementKey(item.platform, item.platformLineItemId));
      if (!placement) {
        tally.reject({
          row: item.row,
          column: 'platformLineItemId',
          message: `No line item of this client has the ${file.label} id ${item.platformLineItemId}`,
        });
        continue;
      }
      tally.accept(item, placement);
      batch.push({ ...item, day: item.date, region: item.region ?? null, ...placement });
      if (batch.length >= batchRows) {
        await staging;
        const due = tally.rowsRead - progressAt >= PROGRESS_ROWS;
        if (due) progressAt = tally.rowsRead;
        staging = stage(batch, due ? { ...tally.summary, bytesRead } : null);
        // A failure is reported where it is awaited, not as unhandled.
        staging.catch(() => undefined);
        batch = [];
      }
    }
    await staging;
    await stageDelivery(db, importId, batch);
    for (const { row, first } of await repeatsOf(db, importId, tally.rowsByLineItem, repeatCheckRows)) {
      tally.rowsAccepted -= 1;
      tally.reject({ row, column: '', message: `Line ${first} already holds this line item, day and region` });
    }
    await updateImport(db, scope, importId, { ...tally.summary, bytesRead });
  } catch (error) {
    if (error instanceof DeliveryFileError) return fail(error.message);
    // Anything else is Beacon's fault, not the file's: said so, and nothing was replaced.
    await fail('The import stopped on an error in Beacon. Nothing was changed; please try again.');
    throw error;
  }
  if (tally.rowsRejected > 0 && !owner.acceptValidRows)
    return fail(
      `${plural(tally.rowsRejected, 'row', 'rows')} cannot be taken, so nothing was imported. Correct them, or choose to take the valid rows.`,
    );
  if (tally.rowsAccepted === 0) return fail('The file holds no delivery rows.');
  return true;
}
