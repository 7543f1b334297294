// The server suite's test files run a group to a process, two processes at a time, rather than a process each: a
// process pays for tsx and the product's modules once per group, not once per file (about 6 s of processor time a
// file: docs/performance.md). Each file stays a suite of its own (named by its path) with its own hooks, and opens
// its own database as it does alone; `node --import tsx --test <file>` still runs one file by itself.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the server suite's test files live: every `*.test.ts` below them, and the toolchain's `*.test.mjs`. */
const SUITE_DIRS = ['server/src', 'server/stand-ins', 'server/tooling', 'ops/src'];

function testFilesIn(dir: string, ending: string, deep: boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return deep && entry.name !== 'node_modules' ? testFilesIn(path, ending, deep) : [];
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

/** The server suite's test files (server, stand-ins, tooling, ops and the toolchain's own), relative to `root`. */
export function suiteFiles(root: string): string[] {
  return [
    ...SUITE_DIRS.flatMap((dir) => testFilesIn(join(root, dir), '.test.ts', true)),
    ...testFilesIn(join(root, 'toolchain'), '.test.mjs', false),
  ]
    .map((file) => relative(root, file))
    .sort();
}

/** Files to a process: enough to pay the start once for many files, few enough that two processes share the work. */
const FILES_PER_GROUP = 12;

/**
 * `files` in groups of about FILES_PER_GROUP, their sizes (a stand-in for their work) spread evenly: the largest
 * file goes first to the group that holds the least so far.
 */
export function groupsOf(files: string[], sizeOf: (file: string) => number): string[][] {
  const count = Math.max(1, Math.ceil(files.length / FILES_PER_GROUP));
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], size: 0 }));
  const bySize = files.map((file) => ({ file, size: sizeOf(file) })).sort((a, b) => b.size - a.size);
  for (const { file, size } of bySize) {
    const lightest = groups.reduce((least, group) => (group.size < least.size ? group : least));
    lightest.files.push(file);
    lightest.size += size;
  }
  return groups.map((group) => group.files.sort()).filter((group) => group.length > 0);
}

/** A group's entry: each file imported inside a suite named by its path, so that its top-level hooks stay its own. */
export function groupEntry(files: string[], root: string): string {
  const suites = files.map(
    (file) =>
      `describe(${JSON.stringify(relative(root, file))}, async () => {\n  await import(${JSON.stringify(pathToFileURL(resolve(root, file)).href)});\n});`,
  );
  return `import { describe } from 'node:test';\n\n${suites.join('\n')}\n`;
}

/**
 * Runs `files` (relative to `root`) in groups under Node's test runner, two groups at a time, with `args` passed on
 * (a `--test-name-pattern`, say); returns its exit status. `quiet`: nothing printed.
 */
export function runInGroups(files: string[], root: string, args: string[] = [], quiet = false): number {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-suite-'));
  try {
    const entries = groupsOf(files, (file) => statSync(resolve(root, file)).size).map((group, i) => {
      const entry = join(dir, `group-${String(i + 1).padStart(2, '0')}.test.mjs`);
      writeFileSync(entry, groupEntry(group, root));
      return entry;
    });
    if (!quiet) console.log(`[beacon] ${files.length} test files in ${entries.length} processes, two at a time`);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...args, ...entries],
      // From this repository, whose tsx loads the files wherever they are (their entries name them in full). A
      // runner started from a test (this module's own) is a runner of its own, not that test's reporter.
      { cwd: REPOSITORY, stdio: quiet ? 'ignore' : 'inherit', env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
    );
    return run.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
