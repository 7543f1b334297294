import { hubQueryOptions, useCurrentUser } from '@beacon/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createNotificationClient } from '@beacon/shared';
import { openNotificationStream } from './service/notification-stream';
import { useEffect } from 'react';
import { applyStreamEvent, fetchFirstPage, setInboxClient, useInboxStore } from './inbox-store';

let users = 0;
let stop: (() => void) | null = null;

/** `GET /api/users/me/notification-connection`: the user's credentials for the notification service. */
export const notificationConnectionQuery = () => hubQueryOptions('/users/me/notification-connection', {});

/** Connects the signed-in user's inbox (client, first page, live stream) while any bell or page uses it. */
function connect(queries: QueryClient): () => void {
  let cancelled = false;
  let stream: { close(): void } | null = null;
  void queries
    .fetchQuery(notificationConnectionQuery())
    .then(async (identity) => {
      if (cancelled) return;
      const client = createNotificationClient(identity);
      setInboxClient(client);
      await fetchFirstPage();
      if (cancelled) return;
      stream = openNotificationStream(client, {
        onEvent: applyStreamEvent,
        onReconnect: () => void fetchFirstPage(useInboxStore.getState().perPage, true),
      });
    })
    .catch(() => useInboxStore.setState({ status: 'failed' }));
  return () => {
    cancelled = true;
    stream?.close();
    setInboxClient(null);
  };
}

export function useInboxConnection(enabled: boolean) {
  const userId = useCurrentUser()?.id;
  const queries = useQueryClient();
  useEffect(() => {
    if (!enabled || userId === undefined) return undefined;
    users += 1;
    if (users === 1) stop = connect(queries);
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [enabled, userId, queries]);
}
