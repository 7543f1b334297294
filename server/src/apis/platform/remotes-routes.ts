import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import { registryFile, releasesDir } from '@beacon/ops/places';
import { readRegistry } from '@beacon/ops/registry';
import { readRelease } from '@beacon/ops/releases';
import { servedVersion } from '@beacon/ops/canary';
import { servedHost } from '@beacon/ops/host-page';
import type { RegistryRemote, RemoteOutline, RemotesDocument } from '@beacon/shared/contract';
import { REMOTES_DOCUMENT_PATH } from '@beacon/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { CanaryUsers } from '../../kernel/http/browser-id';
import type { ServerConfig } from '../../kernel/config/config';

/**
 * /remotes.json: the releases in service, read fresh on every request so that promote needs no restart. A remote
 * in canary answers this browser the canary or the version in service, the same every time: its key is the user
 * last signed in on it (the same in every browser they use), else the browser's own id.
 */
export function remotesDocument(config: ServerConfig, canaryKey?: string): RemotesDocument {
  const registry = readRegistry(registryFile(config.dataDir));
  const remotes: RegistryRemote[] = [];
  // Whatever the registry holds (a deployment has no remote folders), plus the remotes `pnpm dev` serves.
  const names = [...new Set([...Object.keys(registry.remotes), ...Object.keys(config.devRemotes ?? {})])].sort();
  for (const name of names) {
    // `pnpm dev` serves some remotes from their development servers; the rest come from the registry.
    const devUrl = config.devRemotes?.[name];
    if (devUrl) {
      remotes.push({ name, version: 'dev', entry: `${devUrl}/mf-manifest.json` });
      continue;
    }
    const record = registry.remotes[name];
    if (!record?.active) continue;
    const version = servedVersion(record, canaryKey, name)!;
    remotes.push({
      name,
      version,
      entry: `${config.remotesBaseUrl}/remotes/${name}/${version}/mf-manifest.json`,
      // The registry keeps the outline the release store wrote (ops/releases.ts), as it was checked at promotion.
      outline:
        ((version === record.active ? record.outline : undefined) as RemoteOutline | undefined) ??
        readRelease(releasesDir(config.dataDir), name, version)?.outline,
    });
  }
  const host = servedHost(config.dataDir, config.hostDist, () => canaryKey);
  return host.version === null ? { remotes } : { remotes, host: { version: host.version } };
}

export async function remotesRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  canaryUsers: CanaryUsers,
): Promise<void> {
  mkdirSync(releasesDir(config.dataDir), { recursive: true });
  app.get(REMOTES_DOCUMENT_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return remotesDocument(config, canaryUsers.canaryKeyOf(request, reply));
  });
  // Releases never change once published, so browsers and CDNs may keep them for good.
  await app.register(fastifyStatic, {
    root: releasesDir(config.dataDir),
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    // Dot files, the source maps kept beside each release for the Releases page, and the host's releases (served
    // under /host/, host-routes.ts) are not served here.
    allowedPath: (path) =>
      !path.split('/').some((part) => part.startsWith('.')) &&
      !/\.map(\.(br|gz))?$/.test(path) &&
      !/^\/?host\//.test(path),
    setHeaders: (reply, path) => {
      reply.header('access-control-allow-origin', '*');
      // A host on another origin (or a CDN in front of this server) loads these as scripts.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('cache-control', path.endsWith('release.json') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
}
