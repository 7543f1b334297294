import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/**
 * A generator's command line (`pnpm api:types`, `pnpm db:types`): writes the files that are not current, or with
 * `--check` only says which are not, and fails.
 */
export async function writeGenerated(command: string, files: Promise<Record<string, string>>): Promise<void> {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [path, content] of Object.entries(await files)) {
    if (committed(path) === content) continue;
    stale += 1;
    if (check) {
      console.error(`[${command}] ${relative(process.cwd(), path)} is not current: run pnpm ${command} and commit it`);
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
      console.log(`[${command}] wrote ${relative(process.cwd(), path)}`);
    }
  }
  if (check && stale > 0) process.exit(1);
  if (!check && stale === 0) console.log(`[${command}] already current`);
}

/** The file as committed, or nothing when it is missing. */
export function committed(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
