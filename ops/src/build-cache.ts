// Builds kept on this machine by the fingerprint of their sources, so that a fresh clone (or another work tree) of
// the same code copies the files instead of running webpack again. A build is the same files for the same sources
// (the fingerprint holds every input of webpack: sources, configs, the lockfile and the catalog), so a copy is the
// build. Nothing here is shared between machines.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildCacheDir } from './places';

/** How many builds of one kind (the host, each remote) are kept: the current one and a few to come back to. */
const KEPT = 4;

/**
 * Fills `outputDir` with the build of `fingerprint`: a copy of the kept one when this machine has it, or `build`'s
 * output, which is then kept. Returns whether it was copied.
 */
export async function cachedBuild(
  kind: string,
  fingerprint: string,
  outputDir: string,
  build: () => Promise<void>,
): Promise<boolean> {
  const cache = buildCacheDir();
  const kept = cache ? join(cache, kind, fingerprint) : null;
  if (kept && existsSync(kept)) {
    rmSync(outputDir, { recursive: true, force: true });
    cpSync(kept, outputDir, { recursive: true });
    return true;
  }
  await build();
  if (kept) keep(kept, outputDir);
  return false;
}

/** Copies a finished build into the cache under a temporary name and renames it, so a kept build is whole. */
function keep(kept: string, outputDir: string): void {
  const kindDir = join(kept, '..');
  const partial = `${kept}.partial-${process.pid}-${Date.now()}`;
  try {
    mkdirSync(kindDir, { recursive: true });
    cpSync(outputDir, partial, { recursive: true });
    if (!existsSync(kept)) renameSync(partial, kept);
  } catch (error) {
    // A cache that cannot be written costs the next clone a build, nothing more.
    console.warn(`[beacon] could not keep the build in ${kindDir}: ${(error as Error).message}`);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  prune(kindDir);
}

function prune(kindDir: string): void {
  const builds = readdirSync(kindDir)
    .filter((name) => !name.includes('.partial-'))
    .map((name) => ({ path: join(kindDir, name), at: statSync(join(kindDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(KEPT)) rmSync(old.path, { recursive: true, force: true });
}
