// The modules that exist once in the page, whoever loads first: the host and every remote declare exactly
// these, with the versions pinned in the pnpm catalog (a remote built outside the workspace: those it installed).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
export const workspaceRoot = join(here, '..', '..');
/**
 * Whether this preset runs from its folder in Beacon's workspace. Packed (`pnpm pack`) and installed in a remote's own
 * folder outside it, there is no catalog and no shared/ beside it: the remote builds against the @beacon/shared and
 * the libraries it installed, and promote checks them against the host in service (ops/src/promote-checks.ts).
 */
export const inWorkspace =
  existsSync(join(workspaceRoot, 'pnpm-workspace.yaml')) && existsSync(join(workspaceRoot, 'shared', 'package.json'));

/** A package as a project outside the workspace installed it (its node_modules, where pnpm links each dependency). */
function installedPackage(project, name) {
  const file = join(project, 'node_modules', name, 'package.json');
  if (!existsSync(file)) throw new Error(`${name} is not installed in ${project}: a remote depends on it directly`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

// @ant-design/icons is deliberately not here: icons hold no state, and sharing the package shares its barrel,
// all 800+ icons (953 KB minified, 194 KB gzip, measured on the host build), on every first visit. Unshared,
// each bundle keeps only the icons it draws.
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router', 'antd', 'dayjs', 'zustand', '@tanstack/react-query'];
/**
 * Deep imports that must resolve to the same singleton: without `react-dom/` a second React loads. dayjs's plugins
 * are not shared: each only extends the one shared dayjs (twice is harmless), and sharing seven of them cost every
 * remote entry and the host's start their share-scope records and a file each.
 */
const WITH_DEEP_IMPORTS = new Set(['react', 'react-dom']);

/** What every build provides as `antd`: the components the product draws (see the file). */
const ANTD_KIT = join(here, 'antd-kit.js');
const ROUTER_KIT = join(here, 'react-router-kit.js');
/** Each kit's library and file: what the builds provide under the library's shared name. */
export const KITS = { antd: ANTD_KIT, 'react-router': ROUTER_KIT };

/**
 * The file a kit takes its package's names from, under a name the federation plugin does not take for the shared
 * package itself (the kit would import itself). react-router's exports map lets no deep path through, so the name
 * is an alias of the file its exports map gives to an import.
 */
export const KIT_SOURCES = { 'react-router': '@beacon/kit-source/react-router' };

export function kitSourceAliases(project = process.cwd()) {
  const require = createRequire(join(inWorkspace ? join(workspaceRoot, 'host') : project, 'package.json'));
  return Object.fromEntries(
    Object.entries(KIT_SOURCES).map(([name, alias]) => {
      const manifest = require.resolve(`${name}/package.json`);
      const entry = JSON.parse(readFileSync(manifest, 'utf8')).exports['.'].import.default;
      return [`${alias}$`, join(dirname(manifest), entry)];
    }),
  );
}

/** The versions the builds declare: the workspace's catalog, or outside it what the project installed. */
export function catalogVersions(project = process.cwd()) {
  if (!inWorkspace)
    return Object.fromEntries(SINGLETON_PACKAGES.map((name) => [name, installedPackage(project, name).version]));
  const workspace = parse(readFileSync(join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8'));
  return workspace.catalog;
}

function sharedPackage(project = process.cwd()) {
  if (!inWorkspace) return installedPackage(project, '@beacon/shared');
  return JSON.parse(readFileSync(join(workspaceRoot, 'shared', 'package.json'), 'utf8'));
}

export function sharedPackageVersion(project) {
  return sharedPackage(project).version;
}

/**
 * Each entry's own version (shared/entry-versions.json, which `pnpm lint` holds to the entry's code: see
 * toolchain/shared-entry-versions.mjs). A @beacon/shared packed before entries had versions: its package's version.
 */
export function entryVersions(project) {
  const file = inWorkspace
    ? join(workspaceRoot, 'shared', 'entry-versions.json')
    : join(project ?? process.cwd(), 'node_modules', '@beacon/shared', 'entry-versions.json');
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([entry, { version }]) => [entry, version]),
  );
}

/** The test harness is an entry for the tests alone: no build imports it, so it is not shared. */
export const NOT_FEDERATED = new Set(['./testing']);

/** Each entry of @beacon/shared (`@beacon/shared/session`, `/api`, `/ui`, ...), as package.json lists them. */
export function sharedEntries(project) {
  return Object.keys(sharedPackage(project).exports)
    .filter((entry) => !NOT_FEDERATED.has(entry))
    .map((entry) => `@beacon/shared/${entry.slice(2)}`);
}

/** The `shared` option of the federation plugin, identical for the host and every remote. */
export function sharedSingletons(project) {
  const catalog = catalogVersions(project);
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = catalog[name];
    if (!version) throw new Error(`${name} is not pinned in the pnpm catalog`);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = KITS[name] ? { ...entry, import: KITS[name] } : entry;
    if (WITH_DEEP_IMPORTS.has(name)) shared[`${name}/`] = { ...entry };
  }
  // Every entry of @beacon/shared is its own singleton, so that a page loads only the entries it imports, and each
  // store, client and context in them exists once. Inside shared, one entry imports another by its name, never by
  // a relative path, or a remote would bundle a copy (toolchain/check-shared-usage.mjs refuses that). Each entry
  // states its own version: a release records the ones it was built against, and promote refuses it when the host
  // in service has an older one (ops/src/promote-checks.ts).
  const own = sharedPackageVersion(project);
  const versions = entryVersions(project);
  for (const entry of sharedEntries(project)) {
    const version = versions[entry] ?? own;
    shared[entry] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/** Each singleton's major, as promote compares them against the host's. */
export function singletonMajors() {
  return Object.fromEntries(
    Object.entries(sharedSingletons())
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, { version }]) => [name, Number(version.split('.')[0])]),
  );
}
