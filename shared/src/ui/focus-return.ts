import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The control a person used to open something: the focused element, or, for an entry of a dropdown menu (the menu
 * closes with the choice), the menu's own button.
 */
function focusOrigin(): HTMLElement | null {
  const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body;
  const focused = active ? (document.activeElement as HTMLElement) : null;
  if (focused && !focused.closest('.ant-dropdown')) return focused;
  return document.querySelector<HTMLElement>('.ant-dropdown-open') ?? focused;
}

/**
 * What a dialog mounted only while open shows (null: closed), and its setter. Opening remembers what opened it,
 * before the dialog takes the focus; closing gives the keyboard's focus back there (WCAG 2.4.3: antd gives it back
 * only when its Modal stays mounted).
 */
export function useDialogState<T>(): [T | null, (next: T | null) => void] {
  const [shown, setShown] = useState<T | null>(null);
  const origin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (shown !== null || !origin.current) return;
    if (origin.current.isConnected) origin.current.focus();
    origin.current = null;
  }, [shown]);
  const show = useCallback((next: T | null) => {
    if (next !== null) origin.current ??= focusOrigin();
    setShown(next);
  }, []);
  return [shown, show];
}
