import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './places';

/** Runs webpack for a package; resolves when it succeeded, rejects with its output when it failed. */
export function webpackBuild(packageDir: string, extraArgs: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(packageDir, 'node_modules', '.bin', 'webpack'),
      ['--config', 'webpack.config.mjs', '--mode', 'production', ...extraArgs],
      { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack failed in ${packageDir}:\n${output}`)),
    );
  });
}

/** The short sha of HEAD, and whether the given paths hold uncommitted changes. */
export function gitState(paths: string[]): { sha: string; dirty: boolean } {
  const head = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return { sha: '0000000', dirty: true };
  const status = spawnSync('git', ['status', '--porcelain', '--', ...paths], { cwd: root, encoding: 'utf8' });
  return { sha: head.stdout.trim(), dirty: status.stdout.trim().length > 0 };
}

/** Runs tasks at most `limit` at a time (the machines have two cores). */
export async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  });
  await Promise.all(workers);
}
