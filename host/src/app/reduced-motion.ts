import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(changed: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', changed);
  return () => media?.removeEventListener('change', changed);
}

/** Whether the person's system asks for reduced motion (WCAG 2.3.3); follows the setting as it changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
