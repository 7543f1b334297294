// The modules that exist once in the page, whoever loads first: the host and every remote declare exactly
// these, with the versions pinned in the pnpm catalog.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

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
const ANTD_KIT = join(workspaceRoot, 'federation', 'src', 'antd-kit.js');
const ROUTER_KIT = join(workspaceRoot, 'federation', 'src', 'react-router-kit.js');
/** Each kit's library and file: what the builds provide under the library's shared name. */
export const KITS = { antd: ANTD_KIT, 'react-router': ROUTER_KIT };

/**
 * The file a kit takes its package's names from, under a name the federation plugin does not take for the shared
 * package itself (the kit would import itself). react-router's exports map lets no deep path through, so the name
 * is an alias of the file its exports map gives to an import.
 */
export const KIT_SOURCES = { 'react-router': '@beacon/kit-source/react-router' };

export function kitSourceAliases() {
  const require = createRequire(join(workspaceRoot, 'host', 'package.json'));
  return Object.fromEntries(
    Object.entries(KIT_SOURCES).map(([name, alias]) => {
      const manifest = require.resolve(`${name}/package.json`);
      const entry = JSON.parse(readFileSync(manifest, 'utf8')).exports['.'].import.default;
      return [`${alias}$`, join(dirname(manifest), entry)];
    }),
  );
}

export function catalogVersions() {
  const workspace = parse(readFileSync(join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8'));
  return workspace.catalog;
}

function sharedPackage() {
  return JSON.parse(readFileSync(join(workspaceRoot, 'shared', 'package.json'), 'utf8'));
}

export function sharedPackageVersion() {
  return sharedPackage().version;
}

/** The test harness is an entry for the tests alone: no build imports it, so it is not shared. */
const NOT_FEDERATED = new Set(['./testing']);

/** Each entry of @beacon/shared (`@beacon/shared/session`, `/api`, `/ui`, ...), as package.json lists them. */
export function sharedEntries() {
  return Object.keys(sharedPackage().exports)
    .filter((entry) => !NOT_FEDERATED.has(entry))
    .map((entry) => `@beacon/shared/${entry.slice(2)}`);
}

/** The `shared` option of the federation plugin, identical for the host and every remote. */
export function sharedSingletons() {
  const catalog = catalogVersions();
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
  // a relative path, or a remote would bundle a copy (toolchain/check-shared-usage.mjs refuses that). A workspace
  // package's range `workspace:*` is not semver, so the version is stated.
  const own = sharedPackageVersion();
  for (const entry of sharedEntries()) shared[entry] = { singleton: true, requiredVersion: `^${own}`, version: own };
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
