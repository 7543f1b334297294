import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import { likeText } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { contains, isAnyOf, isoText } from '../../kernel/db/sql';
import type { FileDocument } from './schemas';
import { mimeTypesOf, type TypeFilter } from './types';
import type { ReceivedFile } from './upload';

/** Files belong to an advertiser and optionally a campaign; campaignId null lists the advertiser's own. */
export interface FileOwner {
  advertiserId?: number;
  campaignId?: number;
}

type Row = Static<typeof FileDocument>;

/** A file's columns as the API answers them, for the table under `alias`. */
const columns = <A extends string>(alias: A) =>
  [
    sql.ref<number>(`${alias}.id`).as('id'),
    sql.ref<string>(`${alias}.name`).as('name'),
    sql.ref<string>(`${alias}.parsed_file_name`).as('parsedFileName'),
    sql.ref<string>(`${alias}.mime_type`).as('mimeType'),
    sql.ref<number>(`${alias}.size_bytes`).as('sizeBytes'),
    sql.ref<number>(`${alias}.advertiser_id`).as('advertiserId'),
    sql.ref<number | null>(`${alias}.campaign_id`).as('campaignId'),
    sql.ref<Record<string, unknown>>(`${alias}.properties`).as('properties'),
    isoText(`${alias}.created_at`).as('createdAt'),
    isoText(`${alias}.updated_at`).as('updatedAt'),
  ] as const;

/** The advertiser's own files (no campaign), or one campaign's. */
function filesOf(db: Database, scope: ClientScope, owner: FileOwner) {
  const files = scoped(db, scope).selectFrom('files as f');
  return owner.campaignId
    ? files.where('f.campaign_id', '=', owner.campaignId)
    : files.where('f.advertiser_id', '=', owner.advertiserId!).where('f.campaign_id', 'is', null);
}

/** Search is the spec's: a case-insensitive substring of name, parsed name, created or updated date. */
export async function listFiles(
  db: Database,
  scope: ClientScope,
  owner: FileOwner,
  type: TypeFilter,
  search: string | undefined,
): Promise<Row[]> {
  const types = mimeTypesOf(type);
  const text = likeText(search);
  return filesOf(db, scope, owner)
    .select(columns('f'))
    .$if(types.include !== null, (q) => q.where(isAnyOf('f.mime_type', types.include!)))
    .$if(types.exclude !== null, (q) => q.where((eb) => eb.not(isAnyOf('f.mime_type', types.exclude!))))
    .$if(text !== null, (q) =>
      q.where(
        contains(
          sql`concat_ws(' ', f.name, f.parsed_file_name, ${isoText('f.created_at')}, ${isoText('f.updated_at')})`,
          text!,
        ),
      ),
    )
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

export async function fileForDownload(db: Database, scope: ClientScope, owner: FileOwner, fileId: number) {
  const row = await filesOf(db, scope, owner)
    .select(['f.parsed_file_name as name', 'f.mime_type as mimeType', 'f.storage_key as storageKey', 'f.content'])
    .where('f.id', '=', fileId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export interface StoredFile extends ReceivedFile {
  uploadedBy: string;
}

/** The owner's file with this name and this content (its SHA-256), if it was uploaded before: when, as ISO text. */
export async function sameFileUploaded(
  db: Database,
  scope: ClientScope,
  owner: FileOwner,
  file: { parsedFileName: string; sha256: string },
): Promise<{ createdAt: string } | undefined> {
  return filesOf(db, scope, owner)
    .select(isoText('f.created_at').as('createdAt'))
    .where('f.parsed_file_name', '=', file.parsedFileName)
    .where(sql<string>`f.properties->>'sha256'`, '=', file.sha256)
    .executeTakeFirst();
}

export async function insertFile(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
  campaignId: number | null,
  file: StoredFile,
): Promise<Row> {
  const insert = await scoped(db, scope).insertInto('files', {
    advertiser_id: advertiserId,
    campaign_id: campaignId,
    name: file.name,
    parsed_file_name: file.parsedFileName,
    mime_type: file.mimeType,
    size_bytes: file.sizeBytes,
    storage_key: file.storageKey,
    properties: JSON.stringify({ uploadedBy: file.uploadedBy, sha256: file.sha256 }),
  });
  return insert.returning(columns('files')).executeTakeFirstOrThrow();
}
