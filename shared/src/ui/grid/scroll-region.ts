import type { GetRef, Table } from 'antd';
import { useCallback } from 'react';

type TableRef = GetRef<typeof Table>;

/** The part of an antd table that scrolls sideways, when it does. */
const SCROLLER = '.ant-table-content, .ant-table-body';

/** Marks the scroller as a named region in the tab order while it scrolls sideways, and unmarks it once it fits. */
function mark(scroller: HTMLElement, label: string): void {
  if (scroller.scrollWidth > scroller.clientWidth + 1) {
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', label);
  } else if (scroller.getAttribute('role') === 'region') {
    scroller.removeAttribute('tabindex');
    scroller.removeAttribute('role');
    scroller.removeAttribute('aria-label');
  }
}

/**
 * Where a table still scrolls sideways (a window too narrow for its columns), the keyboard reaches the scroll
 * (Tab, then the arrow keys) and a screen reader names it (WCAG 2.1.1, axe's scrollable-region-focusable). Only
 * while it scrolls: a table that fits adds no tab stop. Pass the ref to the table; `label` names the region.
 */
export function useScrollRegion(label: string) {
  // A callback ref: a table drawn only once its data arrives is watched from then on.
  return useCallback(
    (table: TableRef | null) => {
      const root = table?.nativeElement;
      if (!root) return;
      const check = () => root.querySelectorAll<HTMLElement>(SCROLLER).forEach((scroller) => mark(scroller, label));
      check();
      // The table grows with its rows and the scroller shrinks with the window: both are watched.
      const resized = new ResizeObserver(check);
      resized.observe(root);
      root.querySelectorAll('table').forEach((element) => resized.observe(element));
      const changed = new MutationObserver(check);
      changed.observe(root, { childList: true, subtree: true });
      return () => {
        resized.disconnect();
        changed.disconnect();
      };
    },
    [label],
  );
}
