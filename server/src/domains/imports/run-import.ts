import { clientScope, type AccessScope, type ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import {
  applyStagedDelivery,
  dropStagedDelivery,
  repeatedRows,
  stageDelivery,
  type PlacedDeliveryRow,
} from './apply-delivery';
import { readDeliveryFile } from './formats';
import { DeliveryFileError, type DeliveryRow, type FormatId } from './formats/types';
import { dropImportFile, importFileStream } from './import-file';
import { placementKey, placementsOf, type Placement } from './placement';
import { importOwner, updateImport, type ImportPreviewRow, type ImportRowError } from './queries';

/** Rows staged at a time, and how often the import's progress is written. */
const BATCH_ROWS = 5000;
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
  lineItems = new Set<number>();

  reject(error: ImportRowError) {
    this.rowsRejected += 1;
    if (this.errors.length < ERRORS_KEPT) this.errors.push(error);
  }

  accept(row: DeliveryRow, placement: Placement) {
    this.rowsAccepted += 1;
    this.lineItems.add(placement.lineItemId);
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
      lineItems: this.lineItems.size,
    };
  }
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Runs one import from its stored file: reads it row by row, places each row on a line item of the client by its
 * platform id, stages the rows, and (unless it is a dry run, or rows were refused and the user did not choose to
 * take the valid ones) makes them the truth in one transaction. Run again after a crash, it starts over: staged
 * rows are dropped first, and nothing was replaced unless the last transaction committed.
 */
export async function runImport(db: Database, importId: number): Promise<void> {
  const owner = await importOwner(db, importId);
  if (!owner || (owner.status !== 'queued' && owner.status !== 'running')) return;
  const scope = jobScope(owner.clientId);
  await dropStagedDelivery(db, importId);
  await updateImport(db, scope, importId, { status: 'running', bytesRead: 0 });
  const tally = new Tally();
  let bytesRead = 0;
  const fail = async (message: string) => {
    await dropStagedDelivery(db, importId);
    await updateImport(db, scope, importId, { ...tally.summary, status: 'failed', message, finished: true });
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
      if (batch.length >= BATCH_ROWS) {
        await stageDelivery(db, importId, batch);
        batch = [];
        await updateImport(db, scope, importId, { ...tally.summary, bytesRead });
      }
    }
    await stageDelivery(db, importId, batch);
    for (const { row, first } of await repeatedRows(db, importId)) {
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
  if (!owner.dryRun) {
    try {
      await db.transaction(async (tx) => {
        await applyStagedDelivery(tx, importId);
        await updateImport(tx, scope, importId, { status: 'done', finished: true, message: null });
      });
    } catch (error) {
      await fail('The import stopped on an error in Beacon. Nothing was changed; please try again.');
      throw error;
    }
    await dropImportFile(db, importId);
  } else {
    await dropStagedDelivery(db, importId);
    await updateImport(db, scope, importId, { status: 'done', finished: true, message: null });
  }
}
