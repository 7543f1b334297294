import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import { iso, likeText } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { FileDocument } from './schemas';
import { mimeTypesOf, type TypeFilter } from './types';

/** Files belong to an advertiser and optionally a campaign; campaignId null lists the advertiser's own. */
export interface FileOwner {
  advertiserId?: number;
  campaignId?: number;
}

const COLUMNS = `f.id, f.name, f.parsed_file_name AS "parsedFileName", f.mime_type AS "mimeType", f.size_bytes AS "sizeBytes",
  f.advertiser_id AS "advertiserId", f.campaign_id AS "campaignId", f.properties, ${iso('f.created_at')} AS "createdAt", ${iso('f.updated_at')} AS "updatedAt"`;

/** Search is the spec's: a case-insensitive substring of name, parsed name, created or updated date. */
export async function listFiles(
  db: Database,
  scope: ClientScope,
  owner: FileOwner,
  type: TypeFilter,
  search: string | undefined,
) {
  const types = mimeTypesOf(type);
  return db.query<Static<typeof FileDocument>>(
    `
    SELECT ${COLUMNS} FROM files f
    WHERE ${inScope('f.client_id', 'f.advertiser_id')}
      AND ${owner.campaignId ? 'f.campaign_id = $3' : 'f.advertiser_id = $3 AND f.campaign_id IS NULL'}
      AND ($4::text[] IS NULL OR f.mime_type = ANY($4::text[])) AND ($5::text[] IS NULL OR NOT (f.mime_type = ANY($5::text[])))
      AND ($6::text IS NULL OR concat_ws(' ', f.name, f.parsed_file_name, ${iso('f.created_at')}, ${iso('f.updated_at')}) ILIKE '%' || $6 || '%')
    ORDER BY f.created_at DESC, f.id DESC`,
    [...scopeParams(scope), owner.campaignId ?? owner.advertiserId, types.include, types.exclude, likeText(search)],
  );
}

export async function fileForDownload(db: Database, scope: ClientScope, owner: FileOwner, fileId: number) {
  const [row] = await db.query<{
    name: string;
    mimeType: string;
    storageKey: string | null;
    content: Uint8Array | null;
  }>(
    `
    SELECT f.parsed_file_name AS name, f.mime_type AS "mimeType", f.storage_key AS "storageKey", f.content FROM files f
    WHERE ${inScope('f.client_id', 'f.advertiser_id')} AND f.id = $3
      AND ${owner.campaignId ? 'f.campaign_id = $4' : 'f.advertiser_id = $4 AND f.campaign_id IS NULL'}`,
    [...scopeParams(scope), fileId, owner.campaignId ?? owner.advertiserId],
  );
  if (!row) throw notFound();
  return row;
}

export interface StoredFile {
  name: string;
  parsedFileName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
  uploadedBy: string;
}

export async function insertFile(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
  campaignId: number | null,
  file: StoredFile,
) {
  const [row] = await db.query<Static<typeof FileDocument>>(
    `
    INSERT INTO files AS f (client_id, advertiser_id, campaign_id, name, parsed_file_name, mime_type, size_bytes, storage_key, properties)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      scope.clientId,
      advertiserId,
      campaignId,
      file.name,
      file.parsedFileName,
      file.mimeType,
      file.sizeBytes,
      file.storageKey,
      JSON.stringify({ uploadedBy: file.uploadedBy }),
    ],
  );
  return row!;
}
