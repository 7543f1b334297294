// The server suite's second pass, on the PostgreSQL of BEACON_TEST_DATABASE_URL (`.ci/run`): the test files whose
// code reaches the harness that reads that variable, run as `pnpm test:server` runs them. A file that never reaches
// it (a parser's, the release registry's) runs the same with or without PostgreSQL, and its first pass proved it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the server suite's test files live (the globs of `test:server` in package.json). */
const SUITE_DIRS = ['server/src', 'server/stand-ins', 'server/tooling', 'ops/src'];

/** A file that reads BEACON_TEST_DATABASE_URL: the test harness's database openers and the tests that name it. */
function readsTheVariable(file: string): boolean {
  return readFileSync(file, 'utf8').includes('BEACON_TEST_DATABASE_URL');
}

/**
 * The modules a file loads when it runs: its relative imports and re-exports, static or dynamic, other than
 * type-only ones (erased before it runs). Packages (the workspace's `@beacon/*` among them) never read the variable.
 */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern =
    /(?:\bimport|\bexport)\s+(type\s+)?[^'"`;]*?from\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)|\bimport\s+['"](\.[^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    const target = resolveModule(dirname(file), match[2] ?? match[3] ?? match[4]!);
    if (target) found.push(target);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(from, specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') || candidate.endsWith('.tsx') || candidate.endsWith('.js')) {
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Whether running `file` loads a module that reads BEACON_TEST_DATABASE_URL (a walk of its imports, once each). */
export function reachesTheDatabase(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  // A cycle is not an answer: the file's other imports decide.
  seen.set(file, false);
  const reaches = readsTheVariable(file) || importsOf(file).some((next) => reachesTheDatabase(next, seen));
  seen.set(file, reaches);
  return reaches;
}

/** The suite's test files that run differently on PostgreSQL, relative to the repository. */
export function databaseTestFiles(): string[] {
  const seen = new Map<string, boolean>();
  return SUITE_DIRS.flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => reachesTheDatabase(file, seen))
    .map((file) => relative(root, file))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.BEACON_TEST_DATABASE_URL) {
    console.error('the PostgreSQL pass needs BEACON_TEST_DATABASE_URL (postgres://user@host:port/database)');
    process.exit(2);
  }
  const files = databaseTestFiles();
  console.log(`[beacon] ${files.length} test files reach a database; they run on PostgreSQL`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files, ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}
