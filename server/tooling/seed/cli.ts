import { mkdirSync } from 'node:fs';
import { dbDir, readConfig } from '../../src/kernel/config/config';
import { openDatabase } from '../../src/kernel/db/database';
import { counts, seedIfEmpty } from './index';

/**
 * `pnpm seed [--scale N] [--today yyyy-MM-dd] [--reset] [--clients-per-slice N] [--rollups per-slice|at-the-end]`:
 * opens the database the way the server does and seeds it. A seed left unfinished is finished (--reset starts over).
 */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const scale = Number(option('scale') ?? 1);
const clientsPerSlice = option('clients-per-slice') === undefined ? undefined : Number(option('clients-per-slice'));
const rollups = option('rollups');
if (!Number.isInteger(scale) || scale < 1) {
  console.error('--scale must be a whole number of at least 1');
  process.exit(2);
}
if (clientsPerSlice !== undefined && (!Number.isInteger(clientsPerSlice) || clientsPerSlice < 1)) {
  console.error('--clients-per-slice must be a whole number of at least 1');
  process.exit(2);
}
if (rollups !== undefined && rollups !== 'per-slice' && rollups !== 'at-the-end') {
  console.error('--rollups must be per-slice or at-the-end');
  process.exit(2);
}
const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: dbDir(config) });
try {
  if (process.argv.includes('--reset')) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const started = Date.now();
  const seeded = await seedIfEmpty(db, {
    scale,
    today: option('today'),
    clientsPerSlice,
    rollups: rollups === undefined ? undefined : rollups === 'per-slice' ? 'per slice' : 'at the end',
    log: (line) => console.log(line),
  });
  if (seeded) console.log(`[seed] seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  else console.log('[seed] the database is already seeded; run with --reset to start over');
  console.table(await counts(db));
} finally {
  await db.close();
}
