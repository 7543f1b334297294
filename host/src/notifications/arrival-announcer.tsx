import { isDemoMode, REDACTED } from '@beacon/shared/demo';
import { type InboxNotification } from '@beacon/shared/notifications';
import { useEffect, useRef, useState } from 'react';

/** What the live region says of the notifications that arrived since the list was last read. */
export function arrivalText(arrived: readonly InboxNotification[], demo = isDemoMode()): string {
  if (arrived.length === 0) return '';
  if (arrived.length > 1) return `${arrived.length} new notifications`;
  return `New notification: ${demo ? REDACTED : arrived[0]!.title}`;
}

/**
 * WCAG 4.1.3: a notification that arrives while the page is open (the live stream adds it to the inbox) is said by
 * a polite live region, once, without moving the focus; those the inbox held when it first loaded are not.
 */
export function ArrivalAnnouncer({ items }: { items: readonly InboxNotification[] | undefined }) {
  const known = useRef<Set<string> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!items) return;
    if (known.current === null) {
      known.current = new Set(items.map((n) => n.id));
      return;
    }
    const arrived = items.filter((n) => !known.current!.has(n.id));
    for (const n of arrived) known.current.add(n.id);
    if (arrived.length > 0) setText(arrivalText(arrived));
  }, [items]);
  return (
    <span role="status" className="bcn-visually-hidden">
      {text}
    </span>
  );
}
