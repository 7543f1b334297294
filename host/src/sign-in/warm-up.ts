import { fetchRegistry } from '../federation/registry';
import { warmApp } from './app-start';

interface FederationManifest {
  metaData?: { remoteEntry?: { name: string; path: string } };
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

/** Into the HTTP cache, at low priority: release files are immutable, so the app's later request hits it. */
const cache = (url: URL) => fetch(url, { priority: 'low' } as RequestInit);

/** The first thing an area does once the app starts: its federation manifest, entry and `./manifest` module. */
async function warmArea(entry: string): Promise<void> {
  const manifestUrl = new URL(entry, window.location.href);
  const manifest = (await (await cache(manifestUrl)).json()) as FederationManifest;
  const remoteEntry = manifest.metaData?.remoteEntry;
  const files = [
    ...(remoteEntry ? [`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`] : []),
    ...(manifest.exposes?.find((exposed) => exposed.name === 'manifest')?.assets.js.sync ?? []),
  ];
  await Promise.all(files.map((file) => cache(new URL(file, manifestUrl))));
}

/**
 * Once the visitor starts typing, what the next step needs: the app's code with the shared antd, and every area's
 * manifest and entry, because the area the app opens on is not known until the visitor is (it depends on their
 * role and the address they came for), and the drawer's links to the others are one pointer away. A failure here
 * costs nothing: the app fetches them itself.
 */
export function warmUp(): void {
  warmApp();
  void fetchRegistry()
    .then(({ remotes }) => Promise.all(remotes.map((remote) => warmArea(remote.entry))))
    .catch(() => undefined);
}
