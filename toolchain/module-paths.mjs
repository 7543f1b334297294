// Where a relative import of the TypeScript sources leads, as the bundler resolves it: the file itself, with .ts or
// .tsx, or the folder's index. Null when none is there.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}
