import { dataDir, hostDistDir } from '@beacon/ops/places';

/** Everything the server reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  hostDist: string;
  /** Where browsers fetch remote releases from: '' for this server, or a CDN's address. */
  remotesBaseUrl: string;
  /** `pnpm dev`: remotes come from their development servers instead of the release store. */
  devRemotes: Record<string, string> | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: dataDir(env),
    hostDist: env.BEACON_HOST_DIST ?? hostDistDir(),
    remotesBaseUrl: (env.BEACON_REMOTES_BASE_URL ?? '').replace(/\/$/, ''),
    devRemotes: env.BEACON_DEV_REMOTES ? (JSON.parse(env.BEACON_DEV_REMOTES) as Record<string, string>) : null,
  };
}
