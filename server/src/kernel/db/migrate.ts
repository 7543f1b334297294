import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every `NNNN_name.sql` not yet recorded (or only those of `only`: a service's own tables for its tests), in
 * name order, each in its own transaction.
 */
export async function migrate(db: Database, dir: string = migrationsDir, only?: readonly string[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f) && (!only || only.includes(f)))
    .sort();
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Two servers starting on one PostgreSQL must not apply the same file twice.
      if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(4242)');
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (again.length > 0) return;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      done.push(file);
    });
  }
  return done;
}
