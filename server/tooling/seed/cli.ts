import { mkdirSync } from 'node:fs';
import { dbDir, readConfig } from '../../src/kernel/config/config';
import { openDatabase } from '../../src/kernel/db/database';
import { migrate } from '../../src/kernel/db/migrate';
import { counts, seed } from './index';

/** `pnpm seed [--scale N] [--today yyyy-MM-dd] [--reset]`: opens the database the way the server does and seeds it. */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const scale = Number(option('scale') ?? 1);
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a whole number of at least 1');
  process.exit(2);
}
const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: dbDir(config) });
try {
  if (process.argv.includes('--reset')) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await migrate(db);
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
  if ((row?.n ?? 0) > 0) {
    console.log(`[seed] the database already has ${row?.n} clients; run with --reset to start over`);
    console.table(await counts(db));
  } else {
    const started = Date.now();
    const result = await seed(db, { scale, today: option('today') });
    console.log(`[seed] scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.table(result);
  }
} finally {
  await db.close();
}
