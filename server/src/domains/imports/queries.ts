import { sql } from 'kysely';
import { acrossClients, scoped } from '../../kernel/access/scoped';
import type { ClientScope } from '../../kernel/access/scope';
import { notFound } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { dayText, isoText } from '../../kernel/db/sql';

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed' | 'undone';

export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportPreviewRow {
  row: number;
  date: string;
  platform: string;
  platformLineItemId: string;
  lineItemName: string;
  campaignName: string;
  region: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
}

/** An import as the API shows it. */
export interface ImportRecord {
  id: number;
  status: ImportStatus;
  source: 'file' | 'api' | 'connector';
  dryRun: boolean;
  acceptValidRows: boolean;
  format: string | null;
  fileName: string;
  progress: number;
  rowsRead: number;
  rowsAccepted: number;
  rowsRejected: number;
  errors: ImportRowError[];
  message: string | null;
  preview: ImportPreviewRow[];
  days: { from: string; to: string } | null;
  lineItems: number;
  createdAt: string;
  createdBy: string;
  finishedAt: string | null;
  undoneAt: string | null;
  undoneBy: string | null;
}

function importColumns(db: Database, scope: ClientScope) {
  return scoped(db, scope)
    .selectFrom('imports as i')
    .select([
      'i.id',
      sql<ImportStatus>`i.status`.as('status'),
      sql<'file' | 'api' | 'connector'>`i.source`.as('source'),
      'i.dry_run as dryRun',
      'i.accept_valid_rows as acceptValidRows',
      'i.format',
      'i.file_name as fileName',
      sql<number>`CASE WHEN i.status IN ('done', 'undone') THEN 100 WHEN i.file_bytes = 0 THEN 0
        ELSE least(99, floor(100 * i.bytes_read / i.file_bytes))::int END`.as('progress'),
      'i.rows_read as rowsRead',
      'i.rows_accepted as rowsAccepted',
      'i.rows_rejected as rowsRejected',
      sql<ImportRowError[]>`i.errors`.as('errors'),
      'i.message',
      sql<ImportPreviewRow[]>`i.preview`.as('preview'),
      dayText<string | null>('i.first_day').as('firstDay'),
      dayText<string | null>('i.last_day').as('lastDay'),
      'i.line_items as lineItems',
      isoText('i.created_at').as('createdAt'),
      'i.created_by as createdBy',
      isoText<string | null>('i.finished_at').as('finishedAt'),
      isoText<string | null>('i.undone_at').as('undoneAt'),
      'i.undone_by as undoneBy',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof importColumns>['execute']>>[number];
const record = ({ firstDay, lastDay, ...row }: Row): ImportRecord => ({
  ...row,
  days: firstDay && lastDay ? { from: firstDay, to: lastDay } : null,
});

/** The client's imports, newest first. */
export async function listImports(db: Database, scope: ClientScope, limit = 50): Promise<ImportRecord[]> {
  const rows = await importColumns(db, scope).orderBy('i.id', 'desc').limit(limit).execute();
  return rows.map(record);
}

/** One import of the client; another client's id is Not found. */
export async function importOf(db: Database, scope: ClientScope, id: number): Promise<ImportRecord> {
  const row = await importColumns(db, scope).where('i.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return record(row);
}

export interface NewImport {
  source: 'file' | 'api' | 'connector';
  dryRun: boolean;
  acceptValidRows: boolean;
  format: string | null;
  fileName: string;
  createdBy: string;
}

/** Records an import, queued. */
export async function createImport(db: Database, scope: ClientScope, values: NewImport): Promise<number> {
  const insert = await scoped(db, scope).insertInto('imports', {
    source: values.source,
    status: 'queued',
    dry_run: values.dryRun,
    accept_valid_rows: values.acceptValidRows,
    format: values.format,
    file_name: values.fileName,
    created_by: values.createdBy,
  });
  const row = await insert.returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** What the import job reports as it goes and when it ends. */
export interface ImportProgress {
  status?: ImportStatus;
  format?: string | null;
  fileBytes?: number;
  bytesRead?: number;
  rowsRead?: number;
  rowsAccepted?: number;
  rowsRejected?: number;
  errors?: ImportRowError[];
  message?: string | null;
  preview?: ImportPreviewRow[];
  firstDay?: string | null;
  lastDay?: string | null;
  lineItems?: number;
  /** The file is read and taken; its staged rows are being written, a slice at a time. */
  applying?: boolean;
  finished?: boolean;
  undoneBy?: string;
}

export async function updateImport(db: Database, scope: ClientScope, id: number, p: ImportProgress): Promise<void> {
  await scoped(db, scope)
    .updateTable('imports as i')
    .set({
      ...(p.status !== undefined && { status: p.status }),
      ...(p.format !== undefined && { format: p.format }),
      ...(p.fileBytes !== undefined && { file_bytes: p.fileBytes }),
      ...(p.bytesRead !== undefined && { bytes_read: p.bytesRead }),
      ...(p.rowsRead !== undefined && { rows_read: p.rowsRead }),
      ...(p.rowsAccepted !== undefined && { rows_accepted: p.rowsAccepted }),
      ...(p.rowsRejected !== undefined && { rows_rejected: p.rowsRejected }),
      ...(p.errors !== undefined && { errors: JSON.stringify(p.errors) }),
      ...(p.message !== undefined && { message: p.message }),
      ...(p.preview !== undefined && { preview: JSON.stringify(p.preview) }),
      ...(p.firstDay !== undefined && { first_day: p.firstDay }),
      ...(p.lastDay !== undefined && { last_day: p.lastDay }),
      ...(p.lineItems !== undefined && { line_items: p.lineItems }),
      ...(p.applying !== undefined && { applying: p.applying }),
      ...(p.finished && { finished_at: sql<Date>`now()` }),
      ...(p.undoneBy !== undefined && { undone_at: sql<Date>`now()`, undone_by: p.undoneBy }),
    })
    .where('i.id', '=', id)
    .execute();
}

/** The client an import belongs to, found across clients by the job that runs it (it acts for that client). */
export async function importOwner(db: Database, id: number) {
  return acrossClients(db)
    .selectFrom('imports')
    .select([
      'client_id as clientId',
      'status',
      'dry_run as dryRun',
      'accept_valid_rows as acceptValidRows',
      'format',
      'file_name as fileName',
      'applying',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
