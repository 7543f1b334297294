import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, root } from '@beacon/ops/places';

export const benchDir = join(root, '.bench');

/** A copy of the prepared product data, so that measuring never changes the developer's registry. */
export function benchDataDir(name = 'data'): string {
  const dir = join(benchDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The API benches need no remotes: a work tree that never released any still measures.
  for (const part of ['releases', 'registry.json']) {
    if (existsSync(join(dataDir(), part))) cpSync(join(dataDir(), part), join(dir, part), { recursive: true });
  }
  return dir;
}

export interface RunningServer {
  url: string;
  /** The process started (tsx, whose child node runs the product): memory is read over its tree. */
  pid: number;
  stop: () => void;
}

/** The product as `npm start` serves it, on its own port (`env` adds to its environment, e.g. another host build). */
export async function startServer(data: string, port = 8190, env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BEACON_DATA_DIR: data,
      NODE_ENV: 'production',
      // A measurement sends far more requests from one address than a person: the per-address limits stay out of it.
      BEACON_API_RATE_LIMIT: '1000000',
      BEACON_SIGN_IN_RATE_LIMIT: '10000',
      // The first-visit tour would cover the page every fresh browser of a measurement opens on.
      BEACON_ONBOARDING_TOUR: 'off',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 1800; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 180 s');
}
