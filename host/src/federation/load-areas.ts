import { checkManifest, type RemoteManifest, type RemoteName } from '@beacon/shared/contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { rememberHeadings } from '../app-shell/app-shell';
import { areaAt } from './area-at';
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

/** Each area's first load, asked for once whoever asks (the start, the idle prefetch, a route that needs it). */
const requested = new Map<RemoteName, Promise<void>>();

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function fetchManifest(name: RemoteName): Promise<{ manifest: RemoteManifest } | null> {
  return withTimeout(
    loadRemote<{ manifest: RemoteManifest }>(`${name}/manifest`),
    MANIFEST_TIMEOUT_MS,
    `Loading ${name}`,
  );
}

/** Loads one area's ./manifest and decides whether the host can mount it. */
async function loadArea(name: RemoteName): Promise<void> {
  setArea(name, { status: 'loading', problem: undefined });
  try {
    const manifest = (await fetchManifest(name))?.manifest;
    const check = checkManifest(manifest, name);
    if (!check.ok) {
      setArea(name, { status: 'incompatible', problem: check.problem });
      return;
    }
    setArea(name, { status: 'ready', manifest });
  } catch (error) {
    setArea(name, { status: 'unavailable', problem: problemOf(error) });
  }
}

/**
 * Fetches an area's code ahead of a visit (the federation runtime keeps the module, so the visit's own load is
 * instant) without mounting it: the area is mounted when one of its routes is visited. A remote that is down or
 * refused is told at once, as at start.
 */
async function prefetchArea(name: RemoteName): Promise<void> {
  if (requested.has(name)) return;
  try {
    const check = checkManifest((await fetchManifest(name))?.manifest, name);
    if (!check.ok && !requested.has(name)) setArea(name, { status: 'incompatible', problem: check.problem });
  } catch (error) {
    if (!requested.has(name)) {
      setArea(name, { status: 'unavailable', problem: problemOf(error) });
    }
  }
}

export function ensureArea(name: RemoteName): Promise<void> {
  let loading = requested.get(name);
  if (!loading) {
    loading = loadArea(name);
    requested.set(name, loading);
  }
  return loading;
}

/** Once the first page is up and the browser has nothing better to do. */
const PREFETCH_AFTER_MS = 2000;

function whenIdle(work: () => void): void {
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
    else work();
  }, PREFETCH_AFTER_MS);
}

/**
 * At start: read /remotes.json and register every remote with the federation runtime. The drawer and the routes
 * of every area come from the registry's outlines; the app starts as soon as the area of the address it opens on
 * is loaded (its manifest, entry and ./manifest), and the other areas' code is fetched when the browser is idle,
 * so that a visit to them later needs only the page's own code (each is mounted on its first visit). On an
 * address outside every area, all are loaded first.
 */
export async function startAreas(): Promise<void> {
  let remotes: (RegistryRemote & { previewed: boolean })[];
  try {
    const registry = await fetchRegistry();
    remotes = withPreviews(registry.remotes, readPreviews(window.location.search, window.localStorage));
  } catch {
    useAreasStore.setState({ started: true, registryFailed: true });
    return;
  }
  rememberHeadings(remotes.map((remote) => remote.outline));
  const areas: Partial<Record<RemoteName, Area>> = {};
  for (const remote of remotes) areas[remote.name] = { ...remote, status: 'loading' };
  useAreasStore.setState({ areas, registryFailed: false });
  register(remotes);
  const here = areaAt(window.location.pathname, remotes);
  const first = remotes.filter((remote) => here === undefined || remote.name === here || !remote.outline);
  await Promise.all(first.map((remote) => ensureArea(remote.name)));
  useAreasStore.setState({ started: true });
  whenIdle(() => remotes.forEach((remote) => void prefetchArea(remote.name)));
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
  const loading = loadArea(name);
  requested.set(name, loading);
  await loading;
}

/** After /remotes.json itself failed at start: try the whole start again. */
export async function retryRegistry(): Promise<void> {
  useAreasStore.setState({ started: false, registryFailed: false });
  requested.clear();
  await startAreas();
}
