// The kits: what the host provides to every remote under a shared library's name, trimmed to the names
// this product uses, because a shared module cannot be tree-shaken by the builds that use it. `pnpm lint` compares
// each kit with what the workspaces import, the host's build records its kits, and `pnpm remotes promote` refuses a
// remote that uses a name the active host's kit does not provide.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KITS } from './shared-singletons.js';

export { KITS };

/** The file beside the host's build that lists each kit's names (promote reads it). */
export const KITS_RECORD = 'kits.json';

/** The names a kit re-exports (antd's components drawn on demand among them, from antd-kit-on-demand.js). */
export function kitNames(library) {
  const file = KITS[library];
  const lists = [...readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g)].map((match) => match[1]);
  if (!lists.length) throw new Error(`${file} exports no list of names`);
  return lists
    .flatMap((list) => list.split(','))
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

/** Every kit's names, by library. */
export function kitsNames() {
  return Object.fromEntries(Object.keys(KITS).map((library) => [library, kitNames(library)]));
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.tsx?$/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'testing' || entry === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry) && !TEST.test(entry) ? [path] : [];
  });
}

/** The values a folder's code (tests left out) imports from a library, each with the first file that does. */
export function namesUsedIn(dir, library) {
  const used = new Map();
  const from = new RegExp(
    String.raw`import\s+(type\s+)?\{([^}]*)\}\s*from\s*'${library.replace(/[/.-]/g, '\\$&')}'`,
    'g',
  );
  for (const file of sourceFiles(dir)) {
    for (const [, typeOnly, names] of readFileSync(file, 'utf8').matchAll(from)) {
      if (typeOnly) continue;
      for (const part of names.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          .trim();
        if (name && !name.startsWith('type ') && !used.has(name)) used.set(name, file);
      }
    }
  }
  return used;
}
