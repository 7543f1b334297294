/**
 * The global reset at sign-in and sign-out (spec section 4): every store, the host's and each remote's
 * private ones, registers how to empty itself, and one call empties them all.
 */
const resets = new Set<() => void>();

export function registerStoreReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
