import type { RemoteManifest } from '@beacon/shared/contract';
import { createJiti } from 'jiti';
import { join } from 'node:path';
import { remoteDir, type RemoteName } from './places';

/**
 * Imports a module of the front end in Node. Manifests and the host's route list import only
 * `@beacon/shared/contract`, which holds no UI, so they load here as they are.
 */
export async function importFrontEndModule<Module>(file: string): Promise<Module> {
  const jiti = createJiti(import.meta.url, { interopDefault: true, moduleCache: false });
  return jiti.import<Module>(file);
}

/** Reads a remote's manifest from its source, in Node: its outline goes into the release. */
export async function readManifest(name: RemoteName): Promise<RemoteManifest> {
  const module = await importFrontEndModule<{ manifest: RemoteManifest }>(join(remoteDir(name), 'src', 'manifest.ts'));
  return module.manifest;
}
