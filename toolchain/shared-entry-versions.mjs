// Each entry of @beacon/shared has its own version (shared/entry-versions.json), and `pnpm lint` holds it: an entry
// whose code changed since its version was recorded is refused until its version is raised (`pnpm shared:versions`).
//
// Why: every entry is a singleton, and the page runs the host's copy of it (federation/src/shared-singletons.js). A
// release records the version of each entry it was built against, and promote refuses a release that needs a newer
// entry than the host in service has (ops/src/promote-checks.ts). That only holds when an entry's version changes
// with its code, which this file makes sure of.
//
// An entry's code is its file and every file it reaches by a relative import, type-only imports and tests left out
// (one entry reaching another by its name, `@beacon/shared/x`, reaches another singleton, which has its own version).
// `node toolchain/shared-entry-versions.mjs` checks; with `--write` it raises the minor of each changed entry (edit
// it to a major by hand when a name was taken out or changed meaning) and records the code it was raised for.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOT_FEDERATED } from '../federation/src/shared-singletons.js';
import { resolveRelative } from './module-paths.mjs';

export const RECORD = 'entry-versions.json';
/** Tests and the test harness are no entry's code. */
const NOT_CODE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** The relative modules a file imports for their values: static imports, re-exports and `import()`, types left out. */
function relativeImports(source) {
  const found = [];
  const pattern =
    /(?:^|[;\s])(import|export)(\s+type\b)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    if (match[2]) continue;
    found.push(match[3] ?? match[4]);
  }
  return found;
}

/** The files of an entry's code, from its file (relative to `sharedDir`), sorted. */
export function entryFiles(sharedDir, entryFile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || NOT_CODE.test(file)) return;
    seen.add(file);
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolveRelative(file, specifier);
      if (!target) throw new Error(`${file} imports ${specifier}, which is not there`);
      visit(target);
    }
  };
  visit(join(sharedDir, entryFile));
  return [...seen].map((file) => relative(sharedDir, file).split('\\').join('/')).sort();
}

/** A hash of an entry's code: each file's path and bytes. */
export function entryCode(sharedDir, entryFile) {
  const hash = createHash('sha256');
  for (const file of entryFiles(sharedDir, entryFile))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(sharedDir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Each federated entry, `@beacon/shared/x`, with its file, as shared/package.json's exports list them. */
function entriesOf(sharedDir) {
  const { exports } = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([key]) => !NOT_FEDERATED.has(key))
    .map(([key, file]) => [`@beacon/shared/${key.slice(2)}`, file]);
}

function readRecord(sharedDir) {
  const file = join(sharedDir, RECORD);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** What differs between the entries' code and the record, in words (nothing: every version holds). */
export function unrecordedChanges(sharedDir) {
  const record = readRecord(sharedDir);
  const problems = [];
  const entries = entriesOf(sharedDir);
  for (const [entry, file] of entries) {
    const recorded = record[entry];
    if (!recorded) problems.push(`${entry} has no version yet`);
    else if (recorded.code !== entryCode(sharedDir, file))
      problems.push(`${entry} changed since ${recorded.version}: raise its version`);
  }
  for (const entry of Object.keys(record))
    if (!entries.some(([name]) => name === entry)) problems.push(`${entry} is no entry any more: take it out`);
  return problems;
}

const raiseMinor = (version) => {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
};

/** Raises the minor of each entry whose code changed (a new one starts at 1.0.0) and records its code. */
export function raiseChangedVersions(sharedDir) {
  const record = readRecord(sharedDir);
  const next = {};
  const raised = [];
  for (const [entry, file] of entriesOf(sharedDir)) {
    const code = entryCode(sharedDir, file);
    const recorded = record[entry];
    const version = !recorded ? '1.0.0' : recorded.code === code ? recorded.version : raiseMinor(recorded.version);
    if (version !== recorded?.version) raised.push(`${entry} ${version}`);
    next[entry] = { version, code };
  }
  writeFileSync(join(sharedDir, RECORD), `${JSON.stringify(next, null, 2)}\n`);
  return raised;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sharedDir = resolve(import.meta.dirname, '..', 'shared');
  if (process.argv.includes('--write')) {
    const raised = raiseChangedVersions(sharedDir);
    console.log(raised.length ? `Raised: ${raised.join(', ')}` : 'Every entry of @beacon/shared has its version.');
  } else {
    const problems = unrecordedChanges(sharedDir);
    if (problems.length) {
      console.error(
        `The entries of @beacon/shared and their versions (shared/${RECORD}) differ:\n  ${problems.join('\n  ')}\n` +
          'Run `pnpm shared:versions`: it raises the minor of each changed entry (make it a major by hand when a name ' +
          'was taken out or changed meaning), and release the host before a remote that needs it.',
      );
      process.exit(1);
    }
  }
}
