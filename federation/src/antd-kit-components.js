// What the antd kit holds (federation/src/antd-kit.js) and what a workspace's code draws from antd: `pnpm lint`
// compares the two for every workspace, the host's build records its kit, and `pnpm remotes promote` refuses a remote
// whose components the active host does not provide.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ANTD_KIT } from './shared-singletons.js';

/** The names the kit re-exports. */
export function antdKitComponents() {
  const text = readFileSync(ANTD_KIT, 'utf8');
  const list = /export\s*\{([^}]*)\}\s*from/.exec(text)?.[1];
  if (!list) throw new Error(`${ANTD_KIT} exports no list of components`);
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
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

/** The values a folder's code (tests left out) imports from 'antd', each with the first file that does. */
export function antdComponentsUsedIn(dir) {
  const used = new Map();
  for (const file of sourceFiles(dir)) {
    for (const [, typeOnly, names] of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd'/g,
    )) {
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
