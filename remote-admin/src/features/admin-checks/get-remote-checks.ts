import { REMOTES_DOCUMENT_PATH, type RegistryRemote, type RemotesDocument } from '@beacon/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface RemoteCheck {
  name: string;
  version: string;
  entry: string;
  ok: boolean;
  /** What went wrong, in a sentence, when not ok. */
  problem: string | null;
  milliseconds: number | null;
}

/** One remote's federation manifest, read fresh: it must answer, be JSON, and expose ./manifest. */
async function checkRemote(
  remote: Pick<RegistryRemote, 'name' | 'version' | 'entry'>,
  signal: AbortSignal,
): Promise<RemoteCheck> {
  const started = performance.now();
  const done = (problem: string | null): RemoteCheck => ({
    ...remote,
    ok: problem === null,
    problem,
    milliseconds: Math.round(performance.now() - started),
  });
  try {
    const response = await fetch(remote.entry, { cache: 'no-store', signal });
    if (!response.ok) return done(`Its manifest answered ${response.status}.`);
    const manifest = (await response.json()) as { exposes?: { path?: string; name?: string }[] };
    const exposes = (manifest.exposes ?? []).some((e) => e.path === './manifest' || e.name === 'manifest');
    return done(exposes ? null : 'Its manifest does not expose ./manifest.');
  } catch (error) {
    if (signal.aborted) throw error;
    return done('Its manifest did not answer.');
  }
}

export interface RemoteChecks {
  /** Why the registry itself could not be read; the page says so instead of raising the banner. */
  problem: string | null;
  remotes: RemoteCheck[];
}

async function readRegistry(signal: AbortSignal): Promise<Partial<RemotesDocument> | string> {
  try {
    const response = await fetch(REMOTES_DOCUMENT_PATH, { cache: 'no-store', signal });
    if (!response.ok) return `${REMOTES_DOCUMENT_PATH} answered ${response.status}.`;
    return (await response.json()) as Partial<RemotesDocument>;
  } catch (error) {
    if (signal.aborted) throw error;
    return `${REMOTES_DOCUMENT_PATH} did not answer.`;
  }
}

/** `/remotes.json` (the registry in service), then each remote's manifest: which remotes answer, and how fast. */
export const remoteChecksQuery = () =>
  queryOptions({
    queryKey: ['remotes.json', 'checks'] as const,
    queryFn: async ({ signal }): Promise<RemoteChecks> => {
      const registry = await readRegistry(signal);
      if (typeof registry === 'string') return { problem: registry, remotes: [] };
      const remotes = await Promise.all((registry.remotes ?? []).map((remote) => checkRemote(remote, signal)));
      return { problem: null, remotes };
    },
    staleTime: 0,
  });

export const useRemoteChecks = () => useQuery(remoteChecksQuery());
