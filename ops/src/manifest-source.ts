import type { RemoteManifest } from '@beacon/shared/contract';
import { createJiti } from 'jiti';
import { join } from 'node:path';
import { remoteDir, root, type RemoteName } from './places';

/** Imports a module of the front end in Node, with `@beacon/shared` mapped to the contract alone (no UI). */
export async function importWithContract<Module>(file: string): Promise<Module> {
  const jiti = createJiti(import.meta.url, {
    alias: { '@beacon/shared': join(root, 'shared', 'src', 'contract', 'index.ts') },
    interopDefault: true,
    moduleCache: false,
  });
  return jiti.import<Module>(file);
}

/** Reads a remote's manifest from its source, in Node: its outline goes into the release. */
export async function readManifest(name: RemoteName): Promise<RemoteManifest> {
  const module = await importWithContract<{ manifest: RemoteManifest }>(join(remoteDir(name), 'src', 'manifest.ts'));
  return module.manifest;
}
