/**
 * A lazily loaded page whose chunk fails (a deploy replaced it, or the server answered HTML) reloads the page
 * once, guarded by a session flag so that a chunk that stays broken does not reload forever. Spec section 4.
 */
export const CHUNK_RELOAD_FLAG = 'beacon.chunkReloaded';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|MIME type/i.test(
      error.message,
    )
  );
}

export async function loadWithReload<T>(
  loader: () => Promise<T>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): Promise<T> {
  try {
    const module = await loader();
    storage.removeItem(CHUNK_RELOAD_FLAG);
    return module;
  } catch (error) {
    if (isChunkLoadError(error) && !storage.getItem(CHUNK_RELOAD_FLAG)) {
      storage.setItem(CHUNK_RELOAD_FLAG, '1');
      reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
