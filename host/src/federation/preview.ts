import type { RegistryRemote } from './registry';

/**
 * Previewing an unpromoted release in one browser: `?preview=billing@1.0.1-abc1234` (several separated by
 * commas) pins those versions in this browser's local storage until `?preview=off`. Nobody else is affected.
 */
export const PREVIEW_KEY = 'beacon.remotePreview';
const VERSION = /^[0-9A-Za-z.+-]+$/;

export type Previews = Record<string, string>;

export function readPreviews(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): Previews {
  const asked = new URLSearchParams(search).get('preview');
  if (asked === 'off') {
    storage.removeItem(PREVIEW_KEY);
    return {};
  }
  let stored: Previews;
  try {
    stored = JSON.parse(storage.getItem(PREVIEW_KEY) ?? '{}') as Previews;
  } catch {
    stored = {};
  }
  if (asked) {
    for (const pair of asked.split(',')) {
      const [name, version] = pair.split('@');
      if (name && version && VERSION.test(version)) stored[name] = version;
    }
    storage.setItem(PREVIEW_KEY, JSON.stringify(stored));
  }
  return stored;
}

/** The registry with previewed versions swapped in; their entries sit beside the promoted ones. */
export function withPreviews(
  remotes: RegistryRemote[],
  previews: Previews,
): (RegistryRemote & { previewed: boolean })[] {
  return remotes.map((remote) => {
    const version = previews[remote.name];
    if (!version || version === remote.version) return { ...remote, previewed: false };
    const entry = remote.entry.replace(`/${remote.version}/`, `/${version}/`);
    return { ...remote, version, entry, previewed: true };
  });
}
