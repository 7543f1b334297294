// What a release says of itself in its release.json, beside what the build wrote: what its code uses of the kits
// and of @beacon/shared's entries, which promote checks against the host in service (ops/src/promote-checks.ts).
// `pnpm remotes release` writes it for a remote of this workspace; `beacon-release` for a remote built in its own
// folder, outside the workspace, against the packed preset and a packed @beacon/shared.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { KITS, namesUsedIn } from './kits.js';
import { sharedEntries } from './shared-singletons.js';

/** The versions of the singletons a build declares, from the federation manifest it wrote. */
export function sharedVersionsOf(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  return Object.fromEntries((manifest.shared ?? []).map((shared) => [shared.name, shared.version]));
}

/**
 * The entries of @beacon/shared a remote's code (`src`) imports, each with the version its build shares and the names
 * it uses. `project`: where @beacon/shared is installed, outside the workspace.
 */
export function sharedEntriesUsed(src, shared, project) {
  const used = {};
  for (const entry of sharedEntries(project)) {
    const names = [...namesUsedIn(src, entry).keys()].sort();
    if (names.length > 0 && shared[entry]) used[entry] = { version: shared[entry], names };
  }
  return used;
}

/** The names a remote's code (`src`) uses from each kit's library, with those of the @beacon/shared it may bring. */
export function kitNamesUsed(src, sharedSrc) {
  return Object.fromEntries(
    Object.keys(KITS).map((library) => {
      const used = new Set([...namesUsedIn(src, library).keys(), ...namesUsedIn(sharedSrc, library).keys()]);
      return [library, [...used].sort()];
    }),
  );
}

/** A hash of a build's files, names and bytes (release.json left out), as the release store computes it. */
export function filesHash(dist) {
  const hash = createHash('sha256');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
    .filter((file) => file !== 'release.json')
    .sort();
  for (const file of files)
    hash
      .update(file.split(sep).join('/'))
      .update('\0')
      .update(readFileSync(join(dist, file)))
      .update('\0');
  return hash.digest('hex');
}
