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

/** Each area's first load, asked for once whoever asks (the start, a route that needs it). */
const requested = new Map<RemoteName, Promise<void>>();
/** The areas whose code was fetched ahead, when a link to them was about to be followed. */
const prefetched = new Set<RemoteName>();

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
  if (requested.has(name) || prefetched.has(name)) return;
  prefetched.add(name);
  try {
    const check = checkManifest((await fetchManifest(name))?.manifest, name);
    if (!check.ok && !requested.has(name)) setArea(name, { status: 'incompatible', problem: check.problem });
  } catch (error) {
    if (!requested.has(name)) {
      setArea(name, { status: 'unavailable', problem: problemOf(error) });
    }
  }
}

/**
 * A link to this address is about to be followed (pointed at, touched, focused): fetch its area's code now, so
 * that the visit needs only the page's own. Nothing for an address of the host's, or an area already fetched.
 */
export function prefetchAreaAt(pathname: string): void {
  const areas = Object.values(useAreasStore.getState().areas).filter((area) => area !== undefined);
  const name = areaAt(pathname, areas);
  if (name) void prefetchArea(name);
}

/**
 * Whether an area's release answers, from its federation manifest (a small JSON file the runtime reads first, and
 * finds in the browser's cache on the visit): an area found down is marked in the drawer at once, before anyone
 * follows its link. Its code is fetched only when a link to it is about to be followed (`prefetchAreaAt`).
 */
async function checkReachable(area: Pick<Area, 'name' | 'entry'>): Promise<void> {
  let problem: string | null = null;
  try {
    const response = await fetch(area.entry);
    if (!response.ok) problem = `${area.name} answered ${response.status}`;
  } catch (error) {
    problem = problemOf(error);
  }
  if (problem && !requested.has(area.name) && !prefetched.has(area.name)) {
    setArea(area.name, { status: 'unavailable', problem });
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
 * is loaded (its manifest, entry and ./manifest). When the browser is idle, the other areas' releases are asked
 * whether they answer; their code is fetched when a link to them is about to be followed (each is mounted on its
 * first visit). On an address outside every area, all are loaded first.
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
  whenIdle(() =>
    remotes.filter((remote) => !requested.has(remote.name)).forEach((remote) => void checkReachable(remote)),
  );
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

/** As before the start: no area asked for, fetched ahead or known. */
export function forgetAreas(): void {
  useAreasStore.setState({ started: false, registryFailed: false, areas: {} });
  requested.clear();
  prefetched.clear();
}

/** After /remotes.json itself failed at start: try the whole start again. */
export async function retryRegistry(): Promise<void> {
  forgetAreas();
  await startAreas();
}
