import { useCallback, useEffect, useRef } from 'react';

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
 * Gives the keyboard's focus back to what opened a dialog once it closes (WCAG 2.4.3), for dialogs that are
 * mounted only while open (antd gives it back only when its Modal stays mounted). Call the answer when opening,
 * before the dialog takes the focus; `open` is whether the dialog is shown.
 */
export function useFocusReturn(open: boolean): () => void {
  const origin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !origin.current) return;
    if (origin.current.isConnected) origin.current.focus();
    origin.current = null;
  }, [open]);
  return useCallback(() => {
    origin.current ??= focusOrigin();
  }, []);
}
