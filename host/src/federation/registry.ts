import type { RemoteName, RemoteOutline } from '@beacon/shared';

/** One remote as /remotes.json lists it: the version in service, where its federation manifest is, its outline. */
export interface RegistryRemote {
  name: RemoteName;
  version: string;
  entry: string;
  outline?: RemoteOutline;
}

export interface RemotesDocument {
  remotes: RegistryRemote[];
}

/** The registry is read fresh every time: promote and rollback must reach open tabs without a host rebuild. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RemotesDocument> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as Partial<RemotesDocument>;
  if (!Array.isArray(body.remotes)) throw new Error('/remotes.json lists no remotes');
  return { remotes: body.remotes };
}
