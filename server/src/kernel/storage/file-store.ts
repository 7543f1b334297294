import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { tables } from '../access/scoped';
import type { Database } from '../db/database';
import { isAnyOf } from '../db/sql';

/**
 * Where uploaded files' bytes live, by their storage key (`<clientId>/<uuid>.<ext>`, kept on the files row). The
 * one place that decides: on disk under the data directory (one process, PGlite), or in PostgreSQL's file_blobs
 * table, which every instance over the database reads.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  write(storageKey: string, content: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  read(storageKey: string): Promise<Buffer | null>;
  /** Removes what is stored under the keys; a key with nothing stored is no error. */
  remove(storageKeys: string[]): Promise<void>;
}

export type FileStoreKind = 'disk' | 'database';

/** The configured store (BEACON_FILE_STORE); by default the database on PostgreSQL (several instances), disk on PGlite. */
export function fileStoreKind(db: Database, named: FileStoreKind | null = null): FileStoreKind {
  return named ?? (db.kind === 'postgres' ? 'database' : 'disk');
}

export function openFileStore(kind: FileStoreKind, at: { db: Database; filesDir: string }): FileStore {
  return kind === 'database' ? databaseStore(at.db) : diskStore(at.filesDir);
}

function diskStore(filesDir: string): FileStore {
  return {
    kind: 'disk',
    async write(storageKey, content) {
      const path = join(filesDir, storageKey);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    read: (storageKey) => readFile(join(filesDir, storageKey)).catch(() => null),
    async remove(storageKeys) {
      await Promise.all(storageKeys.map((key) => unlink(join(filesDir, key)).catch(() => undefined)));
    },
  };
}

function databaseStore(db: Database): FileStore {
  return {
    kind: 'database',
    async write(storageKey, content) {
      await tables(db).insertInto('file_blobs').values({ storage_key: storageKey, content }).execute();
    },
    async read(storageKey) {
      const row = await tables(db)
        .selectFrom('file_blobs')
        .select('content')
        .where('storage_key', '=', storageKey)
        .executeTakeFirst();
      return row ? Buffer.from(row.content) : null;
    },
    async remove(storageKeys) {
      if (storageKeys.length > 0)
        await tables(db).deleteFrom('file_blobs').where(isAnyOf('storage_key', storageKeys)).execute();
    },
  };
}
