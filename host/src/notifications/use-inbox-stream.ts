import type { NotificationIdentity } from '@beacon/shared/notifications';
import { createNotificationClient } from '@beacon/shared/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyStreamEvent, refreshInbox } from './inbox-cache';
import { openNotificationStream } from './service/notification-stream';

let users = 0;
let stop: (() => void) | null = null;

function open(queries: QueryClient, identity: NotificationIdentity): () => void {
  const stream = openNotificationStream(createNotificationClient(identity), {
    onEvent: (event) => applyStreamEvent(queries, identity.email, event),
    onReconnect: () => void refreshInbox(queries, identity.email),
  });
  return () => stream.close();
}

/**
 * The live stream into the inbox's cached lists, one for the page however many bells and pages use it; opened
 * once the first list has been read (`ready`), so that nothing it says can be overwritten by that first answer.
 */
export function useInboxStream(identity: NotificationIdentity | undefined, ready: boolean) {
  const queries = useQueryClient();
  useEffect(() => {
    if (!identity || !ready) return undefined;
    users += 1;
    if (users === 1) stop = open(queries, identity);
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [identity, ready, queries]);
}
