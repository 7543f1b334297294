// `pnpm remotes …` against the deploy API, when BEACON_DEPLOY_URL and BEACON_DEPLOY_TOKEN are set: a team's CI
// releases, canaries, promotes and rolls back its remote from any checkout, with a deploy token for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isRemoteName, releasesDir } from './places';
import { packRelease } from './release-upload';
import { releaseRemote } from './remote-operations';

export interface DeployTarget {
  /** The server's origin: https://portal.example.com */
  url: string;
  token: string;
}

/**
 * Where to deploy, when both variables are set; with neither, the CLI works on this machine's store. One without the
 * other is refused: a pipeline whose token secret is missing would otherwise release into its own runner's store and
 * pass, with nothing deployed.
 */
export function deployTarget(env: NodeJS.ProcessEnv = process.env): DeployTarget | null {
  const { BEACON_DEPLOY_URL: url, BEACON_DEPLOY_TOKEN: token } = env;
  if (!url && !token) return null;
  if (!url || !token) {
    const [set, unset] = url
      ? ['BEACON_DEPLOY_URL', 'BEACON_DEPLOY_TOKEN']
      : ['BEACON_DEPLOY_TOKEN', 'BEACON_DEPLOY_URL'];
    throw new Error(
      `${set} is set but ${unset} is not: set both to use the deploy API, or neither to work on this machine's store.`,
    );
  }
  return { url: url.replace(/\/+$/, ''), token };
}

/** One call to the deploy API; a refusal becomes an error carrying the server's reason. */
async function call<T>(target: DeployTarget, method: string, path: string, body?: object | Buffer): Promise<T> {
  const archive = Buffer.isBuffer(body);
  const response = await fetch(`${target.url}/api/deploy/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(body ? { 'content-type': archive ? 'application/gzip' : 'application/json' } : {}),
    },
    ...(body ? { body: archive ? new Uint8Array(body) : JSON.stringify(body) } : {}),
  }).catch((error: unknown) => {
    // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, a certificate's error).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`${target.url} did not answer: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  });
  const text = await response.text();
  let answer: { data?: T; message?: string } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Not the API's JSON (a proxy's page): the status says enough.
  }
  if (!response.ok)
    throw new Error(`${target.url} answered ${response.status}: ${answer.message ?? text.slice(0, 200)}`);
  return answer.data as T;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

interface RemoteStatusAnswer {
  name: string;
  active: string | null;
  releases: { version: string }[];
  canary: { version: string; share: number; state: string } | null;
  history: { at: string; action: string; from: string | null; version: string; share?: number; reason?: string }[];
}

/** Uploads a release folder (what `pnpm remotes release` makes, or `--dist`'s) and answers its version. */
async function upload(target: DeployTarget, name: string, dir: string) {
  const answer = await call<{ version: string; created: boolean }>(
    target,
    'POST',
    `/remotes/${name}/releases`,
    await packRelease(dir),
  );
  console.log(
    answer.created
      ? `released ${name} ${answer.version} to ${target.url}`
      : `${name} ${answer.version} was already released at ${target.url} (same files)`,
  );
  console.log(`promote it with: pnpm remotes promote ${name} ${answer.version}`);
}

/** Runs one command of `pnpm remotes` against the deploy API. */
export async function runRemotely(target: DeployTarget, command: string | undefined, args: string[]): Promise<void> {
  const name = args[0] ?? '';
  const version = args[1];
  switch (command) {
    case 'release': {
      const dist = option(args, '--dist');
      if (dist) return upload(target, name, resolve(dist));
      // Built here, as a local release is, in a store of its own; the server keeps the copy that counts.
      if (!isRemoteName(name)) throw new Error(`"${name}" is not a remote of this checkout (or give --dist <folder>).`);
      const data = mkdtempSync(join(tmpdir(), 'beacon-deploy-'));
      try {
        const { info } = await releaseRemote(data, name, option(args, '--version'));
        return await upload(target, name, join(releasesDir(data), name, info.version));
      } finally {
        rmSync(data, { recursive: true, force: true });
      }
    }
    case 'promote': {
      if (!version) throw new Error('Which version? pnpm remotes promote <remote> <version>');
      await call(target, 'POST', `/remotes/${name}/promote`, { version });
      console.log(`${name} ${version} is in service`);
      return;
    }
    case 'canary': {
      if (!version || version.startsWith('--'))
        throw new Error('Which version? pnpm remotes canary <remote> <version>');
      const stepSeconds = option(args, '--step-seconds');
      const canary = await call<{ share: number; steps: number[] }>(target, 'POST', `/remotes/${name}/canary`, {
        version,
        share: Number(option(args, '--share')),
        ...(stepSeconds === undefined ? {} : { stepSeconds: Number(stepSeconds) }),
      });
      console.log(`${name} ${version} is in canary for ${canary.share}% of browsers`);
      return;
    }
    case 'rollback': {
      const to = option(args, '--to');
      const { active, canaryAborted } = await call<{ active: string; canaryAborted: boolean }>(
        target,
        'POST',
        `/remotes/${name}/rollback`,
        to ? { to } : {},
      );
      console.log(
        canaryAborted
          ? `${name} rolled back: canary aborted; ${active} stays in service`
          : `${name} rolled back: ${active} is in service`,
      );
      return;
    }
    case 'status': {
      const remotes = await call<RemoteStatusAnswer[]>(target, 'GET', '/remotes');
      if (args.includes('--json')) return console.log(JSON.stringify({ remotes }, null, 2));
      for (const status of remotes) {
        console.log(`\n${status.name} at ${target.url}`);
        console.log(`  in service: ${status.active ?? '(none)'}`);
        console.log(`  releases:   ${status.releases.map((r) => r.version).join(', ') || '(none)'}`);
        if (status.canary)
          console.log(`  canary:     ${status.canary.version} ${status.canary.state} at ${status.canary.share}%`);
        for (const event of status.history.slice(-5))
          console.log(`  ${event.at}  ${event.action.padEnd(8)} ${event.from ?? '(none)'} -> ${event.version}`);
      }
      return;
    }
    default:
      throw new Error(
        `"${command ?? ''}" is not a command of the deploy API: release, promote, canary, rollback, status.`,
      );
  }
}
