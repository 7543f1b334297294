import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { root } from './product';

/**
 * A team's checkout of one remote: a copy of `remote-<name>`'s sources under .work/ (which git, lint and the workspace
 * leave alone), never the repository's remote. Its node_modules holds the links pnpm made for the remote, copied
 * as links to where they lead (absolute), so that it builds with the remote's own dependencies.
 */
export function teamCheckout(remote: string): { dir: string; remove(): void } {
  const dir = join(root, '.work', `team-${remote}-${process.env.E2E_PORT ?? 8180}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(root, `remote-${remote}`), dir, {
    recursive: true,
    filter: (path) => !['dist', 'coverage'].includes(basename(path)),
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Adds a line after the first line of a file that matches `after`. */
export function insertAfter(file: string, after: RegExp, text: string): void {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((line) => after.test(line));
  if (at < 0) throw new Error(`${file} has no line matching ${after}`);
  lines.splice(at + 1, 0, text);
  writeFileSync(file, lines.join('\n'));
}

/** The team's CI build: webpack with the federation preset, then beacon-release; answers the release's version. */
export function buildRelease(dir: string): string {
  execFileSync(
    join(dir, 'node_modules', '.bin', 'webpack'),
    ['--config', 'webpack.config.mjs', '--mode', 'production'],
    {
      cwd: dir,
      stdio: 'pipe',
    },
  );
  const released = execFileSync(process.execPath, [join(root, 'federation', 'bin', 'beacon-release.js')], {
    cwd: dir,
    encoding: 'utf8',
  });
  const version = / (\S+) is ready in /.exec(released)?.[1];
  if (!version) throw new Error(`beacon-release said: ${released}`);
  return version;
}

/** `pnpm remotes …` from the team's CI: the deploy API's address and a deploy token, no data directory of the server's. */
export function deployRemotes(url: string, token: string, ...args: string[]): string {
  const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['ops/src/remotes-cli.ts', ...args], {
    cwd: root,
    env: {
      ...process.env,
      BEACON_DEPLOY_URL: url,
      BEACON_DEPLOY_TOKEN: token,
      BEACON_DATA_DIR: join(root, '.no-store'),
    },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`pnpm remotes ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
