import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { generatedFiles } from './generate';

/** `pnpm api:types` writes the generated files; `--check` only says whether the committed ones are current. */
const check = process.argv.includes('--check');
let stale = 0;
for (const [path, content] of Object.entries(await generatedFiles())) {
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // missing: stale
  }
  if (current === content) continue;
  stale += 1;
  if (check) {
    console.error(`[api:types] ${relative(process.cwd(), path)} is not current: run pnpm api:types and commit it`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    console.log(`[api:types] wrote ${relative(process.cwd(), path)}`);
  }
}
if (check && stale > 0) process.exit(1);
if (!check && stale === 0) console.log('[api:types] already current');
