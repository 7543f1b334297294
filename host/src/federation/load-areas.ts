import { checkManifest, type RemoteManifest, type RemoteName } from '@beacon/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setArea, useAreasStore, type Area } from './areas-store';
import { readPreviews, withPreviews } from './preview';
import { fetchRegistry, type RegistryRemote } from './registry';

const MANIFEST_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}

function register(remotes: RegistryRemote[], force = false): void {
  registerRemotes(
    remotes.map((remote) => ({ name: remote.name, entry: remote.entry })),
    { force },
  );
}

/** Loads one area's ./manifest and decides whether the host can mount it. */
async function loadArea(name: RemoteName): Promise<void> {
  setArea(name, { status: 'loading', problem: undefined });
  try {
    const module = await withTimeout(
      loadRemote<{ manifest: RemoteManifest }>(`${name}/manifest`),
      MANIFEST_TIMEOUT_MS,
      `Loading ${name}`,
    );
    const manifest = module?.manifest;
    const check = checkManifest(manifest, name);
    if (!check.ok) {
      setArea(name, { status: 'incompatible', problem: check.problem });
      return;
    }
    setArea(name, { status: 'ready', manifest });
  } catch (error) {
    setArea(name, { status: 'unavailable', problem: error instanceof Error ? error.message : String(error) });
  }
}

/** At start: read /remotes.json, register every remote with the federation runtime, load every manifest. */
export async function startAreas(): Promise<void> {
  let remotes: (RegistryRemote & { previewed: boolean })[];
  try {
    const registry = await fetchRegistry();
    remotes = withPreviews(registry.remotes, readPreviews(window.location.search, window.localStorage));
  } catch {
    useAreasStore.setState({ started: true, registryFailed: true });
    return;
  }
  const areas: Partial<Record<RemoteName, Area>> = {};
  for (const remote of remotes) areas[remote.name] = { ...remote, status: 'loading' };
  useAreasStore.setState({ areas, registryFailed: false });
  register(remotes);
  await Promise.all(remotes.map((remote) => loadArea(remote.name)));
  useAreasStore.setState({ started: true });
}

let attempts = 0;

/** The entry with a fresh query, so the runtime fetches it anew: it keeps any answer that parsed as JSON. */
function freshEntry(entry: string): string {
  attempts += 1;
  const url = new URL(entry, window.location.href);
  url.searchParams.set('attempt', String(attempts));
  return url.toString();
}

/**
 * Retry after a failure: read the registry again (an operator may have promoted or rolled back meanwhile),
 * register the remote anew, and load its manifest again.
 */
export async function retryArea(name: RemoteName): Promise<void> {
  const area = useAreasStore.getState().areas[name];
  if (!area) return;
  let target: RegistryRemote & { previewed: boolean } = area;
  try {
    const registry = await fetchRegistry();
    const [fresh] = withPreviews(
      registry.remotes.filter((remote) => remote.name === name),
      readPreviews('', window.localStorage),
    );
    if (fresh) target = { ...fresh, outline: fresh.outline ?? area.outline };
  } catch {
    // The registry being down is no reason not to try the remote we already know.
  }
  setArea(name, { version: target.version, entry: target.entry, previewed: target.previewed, outline: target.outline });
  register([{ ...target, entry: freshEntry(target.entry) }], true);
  await loadArea(name);
}

/** After /remotes.json itself failed at start: try the whole start again. */
export async function retryRegistry(): Promise<void> {
  useAreasStore.setState({ started: false, registryFailed: false });
  await startAreas();
}
