import { useAreasStore } from './areas-store';
import { fetchRegistry } from './registry';

const POLL_MS = 60_000;

/** The host release this tab runs, as the server named it in the page; null: the build the server ships with. */
function runningHost(): string | null {
  return document.querySelector('meta[name="beacon-host"]')?.getAttribute('content') ?? null;
}

/**
 * Compares the registry with what this tab runs; promoted versions of loaded areas, and another host for this browser,
 * become a reload notice.
 */
export async function checkForNewVersions(): Promise<void> {
  let registry;
  try {
    registry = await fetchRegistry();
  } catch {
    return;
  }
  const { areas } = useAreasStore.getState();
  const newVersions: Record<string, string> = {};
  for (const remote of registry.remotes) {
    const area = areas[remote.name];
    if (area && !area.previewed && area.status === 'ready' && area.version !== remote.version) {
      newVersions[remote.name] = remote.version;
    }
  }
  useAreasStore.setState({ newVersions, hostChanged: (registry.host?.version ?? null) !== runningHost() });
}

/** Every minute, and whenever the tab comes back into view. Returns a stop function. */
export function watchForNewVersions(): () => void {
  const check = () => void checkForNewVersions();
  const onVisible = () => document.visibilityState === 'visible' && check();
  const timer = window.setInterval(check, POLL_MS);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
