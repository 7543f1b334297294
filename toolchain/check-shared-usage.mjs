// `pnpm lint`'s check that @beacon/shared holds only what several workspaces use: a file of shared/src
// that fewer than two workspaces use belongs in the one workspace that uses it (or nowhere, when none does).
//
// The workspaces are the host, every remote, and the programs that run shared code in Node (server, ops, bench);
// tests do not count (`*.test.*`, `*.spec.*`, `testing/` folders, and e2e/, which is all tests). A workspace uses a
// shared file when its code imports a name the file defines, through an entry of package.json
// (names are followed through the entries' re-exports to the file that defines them), or imports a shared file
// that uses it. The entries themselves are doors, not checked. It also refuses a relative import from one entry's
// folder into another's (see `crossings` below).
// Syntax only (TypeScript's parser, no type check): a few seconds. `--list` prints every file with its users.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { resolveRelative } from './module-paths.mjs';

const root = resolve(import.meta.dirname, '..');
const sharedDir = join(root, 'shared');

/** Not checked, by what it is: the test harness (tests do not count as users, so every file of it would be flagged). */
const OUT_OF_SCOPE = ['src/testing/'];

/**
 * Files fewer than two workspaces use that stay in shared on purpose, each with its reason: `'src/x.ts': 'why'`.
 * Empty today; keep it short, and never a folder.
 */
const KEPT = {};

/** The workspaces whose code counts: the host, every remote, and the programs that run shared code in Node. */
const WORKSPACES = readdirSync(root)
  .filter((dir) => dir === 'host' || dir.startsWith('remote-') || ['server', 'ops', 'bench'].includes(dir))
  .filter((dir) => existsSync(join(root, dir, 'package.json')))
  .sort();

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const isTest = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /(^|\/)testing\//.test(file);

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind));
  }
  return parsed.get(file);
}

/** Every module a file names: static imports and re-exports (with the names they take), and `import()` calls. */
function modulesOf(file) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, node: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** The names a declaration takes from its module: null for all of them (namespace, `export *`, `import()`). */
function namesTaken(node) {
  if (!node) return null;
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return null;
    const names = [];
    if (clause.name) names.push('default');
    if (clause.namedBindings) {
      if (ts.isNamespaceImport(clause.namedBindings)) return null;
      for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
    }
    return names;
  }
  if (!node.exportClause) return null;
  if (ts.isNamespaceExport(node.exportClause)) return null;
  return node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text);
}

// The entries of @beacon/shared: package.json's exports ('./api', './contract', ...).
const pkg = JSON.parse(readFileSync(join(sharedDir, 'package.json'), 'utf8'));
const ENTRIES = new Map(
  Object.entries(pkg.exports).map(([key, target]) => [`@beacon/shared/${key.slice(2)}`, join(sharedDir, target)]),
);
const entryFiles = new Set(ENTRIES.values());

const exportMaps = new Map();
/** What a shared file exports, each name mapped to the file that defines it (re-exports followed). */
function exportsOf(file) {
  if (exportMaps.has(file)) return exportMaps.get(file);
  const names = new Map();
  exportMaps.set(file, names);
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const target = resolveRelative(file, statement.moduleSpecifier.text);
      if (!target) continue;
      const theirs = exportsOf(target);
      const clause = statement.exportClause;
      if (!clause) {
        for (const [name, at] of theirs) if (name !== 'default') names.set(name, at);
      } else if (ts.isNamespaceExport(clause)) {
        names.set(clause.name.text, target);
      } else {
        for (const element of clause.elements)
          names.set(element.name.text, theirs.get((element.propertyName ?? element.name).text) ?? target);
      }
    } else if (ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)) {
      names.set(ts.isExportAssignment(statement) ? 'default' : '*local', file);
      if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) names.set(element.name.text, file);
    } else if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const declared = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name.getText(parse(file)))
        : [statement.name?.text ?? 'default'];
      for (const name of declared) names.set(name, file);
    }
  }
  return names;
}

/** The shared files a workspace file reaches through one import of an entry. */
function filesTaken(entry, node) {
  const names = namesTaken(node);
  const exported = exportsOf(entry);
  if (names === null) return new Set([entry, ...exported.values()]);
  return new Set(names.map((name) => exported.get(name) ?? entry));
}

const sharedFiles = sourceFiles(join(sharedDir, 'src')).filter((file) => !isTest(relative(sharedDir, file)));
const users = new Map(sharedFiles.map((file) => [file, new Set()]));

// Direct use: a workspace's code imports names from an entry.
for (const workspace of WORKSPACES) {
  for (const file of sourceFiles(join(root, workspace))) {
    if (isTest(relative(join(root, workspace), file))) continue;
    for (const { specifier, node } of modulesOf(file)) {
      const entry = ENTRIES.get(specifier);
      if (!entry) continue;
      for (const used of filesTaken(entry, node)) users.get(used)?.add(workspace);
    }
  }
}

// Use through shared itself: a file's workspaces use what it imports, by a relative path inside its entry or by
// another entry's name (an entry's own re-exports were followed above).
const imports = new Map(
  sharedFiles.map((file) => [
    file,
    modulesOf(file)
      .filter(({ node }) => !(entryFiles.has(file) && node && ts.isExportDeclaration(node)))
      .flatMap(({ specifier, node }) =>
        ENTRIES.has(specifier)
          ? [...filesTaken(ENTRIES.get(specifier), node)]
          : specifier.startsWith('.')
            ? [resolveRelative(file, specifier)]
            : [],
      )
      .filter((target) => target && users.has(target)),
  ]),
);
for (let changed = true; changed;) {
  changed = false;
  for (const [file, targets] of imports)
    for (const target of targets)
      for (const workspace of users.get(file))
        if (!users.get(target).has(workspace)) {
          users.get(target).add(workspace);
          changed = true;
        }
}

// One entry reaches another by its name, never by a relative path: federation shares each entry once by its name, so a
// relative import would give every remote its own copy of the other entry's stores and clients. Type-only imports
// leave nothing in the build, and the generated API files hold types and constant data only.
const entryOf = (file) =>
  relative(join(sharedDir, 'src'), file)
    .split('/')[0]
    .replace(/\.tsx?$/, '');
const entryNames = new Set([...ENTRIES.keys()].map((name) => name.replace('@beacon/shared/', '')));
const typeOnly = (node) =>
  (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && node.isTypeOnly);
const crossings = [];
for (const file of sharedFiles) {
  const path = relative(sharedDir, file);
  if (OUT_OF_SCOPE.some((prefix) => path.startsWith(prefix))) continue;
  for (const { specifier, node } of modulesOf(file)) {
    if (!specifier.startsWith('.') || (node && typeOnly(node))) continue;
    const target = resolveRelative(file, specifier);
    if (!target || relative(sharedDir, target).startsWith('src/api/generated/')) continue;
    const theirs = entryOf(target);
    if (theirs !== entryOf(file) && entryNames.has(theirs))
      crossings.push(`shared/${path} imports '${specifier}': import it from '@beacon/shared/${theirs}'`);
  }
}
if (crossings.length) {
  console.error(
    `An entry of @beacon/shared reaches into another by a relative path:\n  ${crossings.sort().join('\n  ')}`,
  );
  process.exit(1);
}

const problems = [];
for (const [file, workspaces] of users) {
  const path = relative(sharedDir, file);
  if (OUT_OF_SCOPE.some((prefix) => path.startsWith(prefix)) || entryFiles.has(file)) continue;
  if (workspaces.size >= 2 || path in KEPT) continue;
  problems.push(
    workspaces.size === 0
      ? `shared/${path}: no workspace uses it outside tests (remove it, or move it beside the tests that use it)`
      : `shared/${path}: only ${[...workspaces][0]} uses it: move it into ${[...workspaces][0]}`,
  );
}
for (const path of Object.keys(KEPT))
  if (!users.has(join(sharedDir, path)))
    problems.push(`toolchain/check-shared-usage.mjs keeps shared/${path}, which is gone`);

if (process.argv.includes('--list')) {
  for (const [file, workspaces] of [...users].sort())
    console.log(`${relative(sharedDir, file)}\t${[...workspaces].sort().join(' ')}`);
}
if (problems.length) {
  console.error(`@beacon/shared holds what fewer than two workspaces use:\n  ${problems.sort().join('\n  ')}`);
  process.exit(1);
}
