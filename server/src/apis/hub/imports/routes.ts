import { sql } from 'kysely';
import { Type } from 'typebox';
import type { MultipartFile } from '@fastify/multipart';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { scoped } from '../../../kernel/access/scoped';
import { HttpError, invalidField } from '../../../kernel/http/errors';
import { CampaignParams, ClientParams, Data } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { recordChange } from '../../../kernel/audit/record';
import { dayText } from '../../../kernel/db/sql';
import { undoDelivery } from '../../../domains/imports/apply-delivery';
import { FORMAT_IDS, type FormatId } from '../../../domains/imports/formats/types';
import { PRESETS } from '../../../domains/imports/formats/presets';
import { copyImportFile, storeImportFile } from '../../../domains/imports/import-file';
import { createImport, importOf, listImports, updateImport, type ImportRecord } from '../../../domains/imports/queries';
import { Import, ImportParams, LineItem, Queued } from '../../../domains/imports/schemas';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';
import { PLATFORM_LABELS } from '../../../semantic/enumerations';

/** The queue imports run on (jobs/queue.ts), and its job's data. */
export const IMPORTS_QUEUE = 'imports';
/** A platform's export of a year of delivery is tens of megabytes; a million rows about 100. */
const IMPORT_LIMIT_BYTES = 256 * 1024 * 1024;

/** A file's format by its preset's name; a connector's sync by its platform's (it reads the platform's API). */
const formatLabelOf = (record: ImportRecord): string | null => {
  if (!record.format) return null;
  if (record.format in PRESETS) return PRESETS[record.format as FormatId].label;
  if (record.source === 'connector' && record.format in PLATFORM_LABELS)
    return `${PLATFORM_LABELS[record.format as keyof typeof PLATFORM_LABELS]} API`;
  return null;
};

const withLabel = (record: ImportRecord) => ({ ...record, formatLabel: formatLabelOf(record) });

const flag = (value: string | undefined, field: string): boolean => {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidField(field, 'must be true or false');
};

export async function importRoutes(api: Api, { db, jobs }: ApiDeps) {
  const operation = operations(api, ['Imports']);
  const queue = () => {
    if (!jobs) throw new HttpError(503, 'This server runs no imports.');
    return jobs;
  };
  const base = '/clients/:clientId/imports';

  operation.post(
    base,
    {
      operationId: 'startImport',
      requires: WRITERS,
      description:
        'multipart/form-data: `file` (a platform export, CSV or XLSX, up to 256 MiB), `format` (' +
        `${FORMAT_IDS.join(', ')}; absent: detected), \`dryRun\` and \`acceptValidRows\` (true or false). ` +
        'The import runs as a job: read it back with GET until its status is done or failed.',
      params: ClientParams,
      consumes: ['multipart/form-data'],
      returns: Data(Queued),
      status: 202,
      refuses: [403, 413],
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { user } = accessOf(request);
      const fields: Record<string, string> = {};
      let id: number | null = null;
      let bytes = 0;
      for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMIT_BYTES, files: 1 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const file = part as MultipartFile;
        if (file.fieldname !== 'file' || id !== null) {
          file.file.resume();
          continue;
        }
        id = await createImport(db, scope, {
          source: 'file',
          dryRun: false,
          acceptValidRows: false,
          format: null,
          fileName: file.filename.slice(0, 255) || 'upload',
          createdBy: user.email,
        });
        bytes = await storeImportFile(db, id, file.file);
        if (file.file.truncated) {
          await scoped(db, scope).deleteFrom('imports').where('id', '=', id).execute();
          throw new HttpError(413, 'This file is larger than 256 MB');
        }
      }
      if (id === null) throw invalidField('file', 'a file is required');
      const format = fields.format || null;
      const problems = [];
      if (format !== null && !(FORMAT_IDS as readonly string[]).includes(format))
        problems.push({ field: 'format', message: `must be one of ${FORMAT_IDS.join(', ')}` });
      if (problems.length > 0) {
        await scoped(db, scope).deleteFrom('imports').where('id', '=', id).execute();
        throw new HttpError(400, 'Invalid body', problems);
      }
      const dryRun = flag(fields.dryRun, 'dryRun');
      const acceptValidRows = flag(fields.acceptValidRows, 'acceptValidRows');
      await scoped(db, scope)
        .updateTable('imports')
        .set({ format, dry_run: dryRun, accept_valid_rows: acceptValidRows, file_bytes: bytes })
        .where('id', '=', id)
        .execute();
      await queue().send(IMPORTS_QUEUE, { importId: id });
      if (!dryRun)
        await recordChange(db, request, { action: 'import.started', target: `import ${id}`, clientId: scope.clientId });
      return reply.status(202).send({ data: { id, status: 'queued' } });
    },
  );

  operation.get(
    base,
    {
      operationId: 'listImports',
      requires: WRITERS,
      params: ClientParams,
      returns: Data(Type.Array(Import)),
      refuses: [403],
    },
    async (request) => ({ data: (await listImports(db, scopeOf(request))).map(withLabel) }),
  );

  operation.get(
    `${base}/:id`,
    { operationId: 'getImport', requires: WRITERS, params: ImportParams, returns: Data(Import), refuses: [403] },
    async (request) => ({ data: withLabel(await importOf(db, scopeOf(request), request.params.id)) }),
  );

  operation.post(
    `${base}/:id/confirm`,
    {
      operationId: 'confirmImport',
      requires: WRITERS,
      description:
        "Imports a finished dry run's file for real, as a new import (`acceptValidRows`: the dry run's choice unless given).",
      params: ImportParams,
      querystring: Type.Object({ acceptValidRows: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      returns: Data(Queued),
      status: 202,
      refuses: [403, 409],
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const dry = await importOf(db, scope, request.params.id);
      if (!dry.dryRun || dry.status !== 'done') throw new HttpError(409, 'Only a finished dry run can be confirmed');
      const id = await createImport(db, scope, {
        source: 'file',
        dryRun: false,
        acceptValidRows: request.query.acceptValidRows ?? dry.acceptValidRows,
        format: dry.format,
        fileName: dry.fileName,
        createdBy: accessOf(request).user.email,
      });
      await copyImportFile(db, dry.id, id);
      const [size] = await scoped(db, scope)
        .selectFrom('imports')
        .select('file_bytes')
        .where('id', '=', dry.id)
        .execute();
      await updateImport(db, scope, id, { fileBytes: Number(size?.file_bytes ?? 0) });
      await queue().send(IMPORTS_QUEUE, { importId: id });
      await recordChange(db, request, { action: 'import.started', target: `import ${id}`, clientId: scope.clientId });
      return reply.status(202).send({ data: { id, status: 'queued' } });
    },
  );

  operation.delete(
    `${base}/:id`,
    {
      operationId: 'undoImport',
      requires: WRITERS,
      description: 'Undo: the rows the import wrote go, and what they replaced comes back.',
      params: ImportParams,
      returns: Data(Import),
      refuses: [403, 409],
    },
    async (request) => {
      const scope = scopeOf(request);
      const record = await importOf(db, scope, request.params.id);
      if (record.status !== 'done' || record.dryRun) throw new HttpError(409, 'Only a finished import can be undone');
      await db.transaction(async (tx) => {
        await undoDelivery(tx, record.id);
        await updateImport(tx, scope, record.id, { status: 'undone', undoneBy: accessOf(request).user.email });
      });
      await recordChange(db, request, {
        action: 'import.undone',
        target: `import ${record.id}`,
        clientId: scope.clientId,
      });
      return { data: withLabel(await importOf(db, scope, record.id)) };
    },
  );

  operations(api, ['Campaigns']).get(
    '/clients/:clientId/campaigns/:campaignId/line-items',
    {
      operationId: 'listCampaignLineItems',
      requires: CLIENT_DATA,
      params: CampaignParams,
      returns: Data(Type.Array(LineItem)),
    },
    async (request) => {
      const rows = await scoped(db, scopeOf(request))
        .selectFrom('campaigns as c')
        .innerJoin('line_items as li', 'li.campaign_id', 'c.id')
        .select([
          'li.id',
          'li.name',
          'li.platform',
          'li.platform_line_item_id as platformLineItemId',
          'li.ad_format as adFormat',
          'li.budget',
          // A line item's own flight where it has one (the ingestion API's), else its campaign's.
          dayText<string | null>(sql`COALESCE(li.start_date, c.start_date)`).as('startDate'),
          dayText<string | null>(sql`COALESCE(li.end_date, c.end_date)`).as('endDate'),
        ])
        .where('c.id', '=', request.params.campaignId)
        .orderBy('li.id')
        .execute();
      return { data: rows.map((row) => ({ ...row, budget: Number(row.budget) })) };
    },
  );
}
