import type { RemoteName, RemoteOutline } from './manifest';

/** Where the host, admin's checks and the tests read the releases in service (the server answers it, no-store). */
export const REMOTES_DOCUMENT_PATH = '/remotes.json';

/**
 * One remote as `/remotes.json` lists it: the version this browser is served (the canary's, for a browser in its
 * share), where its federation manifest is, and its outline (absent for a `pnpm dev` remote, read from its manifest).
 */
export interface RegistryRemote {
  name: RemoteName;
  version: string;
  entry: string;
  outline?: RemoteOutline;
}

/** `/remotes.json`: the one shape the server answers and every reader reads. */
export interface RemotesDocument {
  remotes: RegistryRemote[];
  /**
   * The host release this browser is served (the canary's, for a browser in its share); absent while the host build
   * the server ships with is. A tab whose page named another (`<meta name="beacon-host">`) runs an older host.
   */
  host?: { version: string };
}
