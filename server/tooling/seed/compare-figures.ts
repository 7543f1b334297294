import { openDatabase, type Database } from '../../src/kernel/db/database';
import { seededFigures } from './figures';

/**
 * `node --import tsx server/tooling/seed/compare-figures.ts <database> <database>`: the seeded figures of two
 * databases (a postgres:// address or a PGlite data directory each), side by side where they differ; exits 1 if
 * any does. How the seed in slices was proven to write what the seed in one transaction wrote, at scale 10 and 100:
 * see docs/performance.md, "Seeding".
 */
const open = (where: string): Promise<Database> =>
  openDatabase(/^postgres(ql)?:\/\//.test(where) ? { url: where } : { dataDir: where });

const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error('usage: compare-figures.ts <database> <database> (postgres:// addresses or PGlite data directories)');
  process.exit(2);
}
const [a, b] = [await open(first), await open(second)];
try {
  const [left, right] = [await seededFigures(a), await seededFigures(b)];
  const differ = Object.keys({ ...left, ...right }).filter((k) => left[k] !== right[k]);
  for (const k of differ) console.log(`${k}: ${left[k] ?? '(none)'} | ${right[k] ?? '(none)'}`);
  console.log(
    `${Object.keys(left).length} figures (${left['daily_delivery.rows']} delivery rows), ${differ.length} differ`,
  );
  process.exitCode = differ.length > 0 ? 1 : 0;
} finally {
  await a.close();
  await b.close();
}
