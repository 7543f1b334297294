import type { Database } from '../../src/kernel/db/database';

export interface Statement {
  sql: string;
  params: unknown[];
  ms: number;
}

/** A Database that notes every statement it runs, with its time, while `statements` is a list. */
export class RecordingDatabase implements Database {
  statements: Statement[] | null = null;
  constructor(private readonly db: Database) {}

  get kind() {
    return this.db.kind;
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const started = performance.now();
    const rows = await this.db.query<Row>(sql, params);
    this.statements?.push({ sql, params, ms: performance.now() - started });
    return rows;
  }

  exec(sql: string): Promise<void> {
    return this.db.exec(sql);
  }

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => {
      const recording = new RecordingDatabase(tx);
      recording.statements = this.statements;
      return work(recording);
    });
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

/**
 * Runs `work` once and gives its slowest statement that reads one of `tables` (sign-in and the path guard read
 * other tables, or only one row): for a report request, the report query itself.
 */
export async function slowestStatement(
  db: RecordingDatabase,
  work: () => Promise<unknown>,
  tables: string[],
): Promise<Statement> {
  db.statements = [];
  try {
    await work();
    const reads = (sql: string) => tables.some((t) => sql.includes(`"${t}"`) || sql.includes(` ${t} `));
    const reading = db.statements.filter((s) => reads(s.sql));
    const [slowest] = reading.sort((a, b) => b.ms - a.ms);
    if (!slowest) throw new Error('the request ran no statement');
    return slowest;
  } finally {
    db.statements = null;
  }
}

/** The statement's plan as PostgreSQL executed it (EXPLAIN ANALYZE), and the indexes it used. */
export async function planOf(db: Database, statement: Statement): Promise<{ plan: string[]; indexes: string[] }> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${statement.sql}`, statement.params);
  const plan = rows.map((row) => row['QUERY PLAN']);
  const indexes = [
    ...new Set(plan.flatMap((line) => [...line.matchAll(/(?: using|Index Scan on) (\w+)/gi)].map((m) => m[1]!))),
  ];
  return { plan, indexes };
}
