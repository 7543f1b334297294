import { Readable } from 'node:stream';
import type { Database } from '../../kernel/db/database';
import { kyselyOf } from '../../kernel/db/sql';

/**
 * A file is kept in pieces of 256 KB, so that neither writing nor reading it holds it whole; and on PGlite, whose one
 * session answers nothing else meanwhile, a piece's write holds the session a short while (a 1 MB piece, 160–200 ms).
 */
const CHUNK_BYTES = 256 * 1024;
/** What the reader is handed at a time: its parser reads each whole before the server has a turn. */
const READ_BYTES = 64 * 1024;

// An import's own rows, by its id: the import was found within the caller's scope before any of these is called.

/** Keeps an uploaded file's bytes with its import as they arrive; returns how many there were. */
export async function storeImportFile(db: Database, importId: number, file: AsyncIterable<Buffer>): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let total = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await kyselyOf(db)
      .insertInto('import_file_chunks')
      .values({ import_id: importId, seq, bytes: Buffer.concat(pending) })
      .execute();
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of file) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    total += chunk.length;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return total;
}

/** An import's file as a stream, a piece at a time; `onBytes` hears how far it has been read. */
export function importFileStream(db: Database, importId: number, onBytes: (bytes: number) => void): Readable {
  const pieceAt = (seq: number) =>
    kyselyOf(db)
      .selectFrom('import_file_chunks')
      .select('bytes')
      .where('import_id', '=', importId)
      .where('seq', '=', seq)
      .executeTakeFirst();
  async function* pieces() {
    let read = 0;
    let next = pieceAt(0);
    for (let seq = 0; ; seq += 1) {
      const piece = await next;
      if (!piece) return;
      // The next piece is on its way while this one is read.
      next = pieceAt(seq + 1);
      next.catch(() => undefined);
      read += piece.bytes.length;
      onBytes(read);
      const bytes = Buffer.from(piece.bytes);
      for (let at = 0; at < bytes.length; at += READ_BYTES) yield bytes.subarray(at, at + READ_BYTES);
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/** Copies a dry run's file to the import that confirms it. */
export async function copyImportFile(db: Database, from: number, to: number): Promise<void> {
  await kyselyOf(db)
    .insertInto('import_file_chunks')
    .columns(['import_id', 'seq', 'bytes'])
    .expression((eb) =>
      eb
        .selectFrom('import_file_chunks')
        .select([eb.val(to).as('import_id'), 'seq', 'bytes'])
        .where('import_id', '=', from),
    )
    .execute();
}

/** Lets go of an import's file once it is no longer needed. */
export async function dropImportFile(db: Database, importId: number): Promise<void> {
  await kyselyOf(db).deleteFrom('import_file_chunks').where('import_id', '=', importId).execute();
}
