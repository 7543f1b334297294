import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';

export type { RegistryRemote, RemotesDocument } from '@beacon/shared/contract';

/** The registry is read fresh every time: promote and rollback must reach open tabs without a host rebuild. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RemotesDocument> {
  const response = await fetchImpl(REMOTES_DOCUMENT_PATH, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as Partial<RemotesDocument>;
  if (!Array.isArray(body.remotes)) throw new Error('/remotes.json lists no remotes');
  return body.host ? { remotes: body.remotes, host: body.host } : { remotes: body.remotes };
}
