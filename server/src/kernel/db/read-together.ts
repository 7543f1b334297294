import { sql, type Expression } from 'kysely';
import type { Database } from './database';
import { rowsOf } from './sql';

/** A read built (scoped) but not yet run, that answers rows. */
type Read<Row> = Expression<Row> & { execute(): Promise<Row[]> };

interface Queued {
  read: Read<unknown>;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Independent reads asked as one statement: each read becomes one JSON array of its rows, in its own order, in the
 * statement's one row. A report's dozen result sets then cost one statement's round trip, plan and hand-over
 * instead of a dozen. On PGlite every statement runs on the server's thread; on PostgreSQL the reads once went apart
 * on the pool's connections, to run on several cores, until measured with prepared statements: together, a mixed
 * request cost 3.2 CPU ms in the server and 2.6 in PostgreSQL, against 4.3 and 5.4 apart (`pnpm bench mixed-cpu`,
 * docs/performance.md). Only for rows JSON carries unchanged: text, integers and float8 (a date, numeric or bigint
 * column would come back as text or a string).
 *
 * `add` queues a read and answers a promise of its rows; `flush` asks everything queued (one read alone is run as
 * itself). A failing statement fails every read queued with it.
 */
export function readTogether(db: Database) {
  let queued: Queued[] = [];
  return {
    add<Row>(read: Read<Row>): Promise<Row[]> {
      return new Promise<Row[]>((resolve, reject) =>
        queued.push({ read: read as Read<unknown>, resolve: resolve as (rows: unknown[]) => void, reject }),
      );
    },
    async flush(): Promise<void> {
      const reads = queued;
      queued = [];
      if (reads.length === 0) return;
      try {
        if (reads.length === 1) {
          const answers = await Promise.all(reads.map(({ read }) => read.execute()));
          reads.forEach(({ resolve }, i) => resolve(answers[i]!));
          return;
        }
        const columns = reads.map(
          ({ read }, i) => sql`(SELECT COALESCE(json_agg(r), '[]'::json) FROM ${read} AS r) AS ${sql.ref(`r${i}`)}`,
        );
        const [row] = await rowsOf<Record<string, unknown[]>>(db, sql`SELECT ${sql.join(columns)}`);
        reads.forEach(({ resolve }, i) => resolve(row![`r${i}`]!));
      } catch (error) {
        for (const { reject } of reads) reject(error);
      }
    },
  };
}
