// The server suite's second pass, on the PostgreSQL of BEACON_TEST_DATABASE_URL (`.ci/run`): the test files whose
// code reaches the harness that reads that variable, run in groups as `pnpm test:server` runs them (suite-in-groups.ts). A file that never reaches
// it (a parser's, the release registry's) runs the same with or without PostgreSQL, and its first pass proved it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInGroups, suiteFiles } from './suite-in-groups';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

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
  return suiteFiles(root).filter((file) => file.endsWith('.ts') && reachesTheDatabase(join(root, file), seen));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.BEACON_TEST_DATABASE_URL) {
    console.error('the PostgreSQL pass needs BEACON_TEST_DATABASE_URL (postgres://user@host:port/database)');
    process.exit(2);
  }
  const files = databaseTestFiles();
  console.log(`[beacon] ${files.length} test files reach a database; they run on PostgreSQL`);
  process.exit(runInGroups(files, root, process.argv.slice(2)));
}
