import { createNotificationClient, type InboxNotification } from '@beacon/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotificationIdentity } from './get-notification-connection';
import { changeInbox, withRead } from './inbox-cache';

/**
 * `POST /notifications/{id}/read` or `/unread`: shown at once, put back when the service refuses. Its failure
 * stays out of the error banner: the mark going back says it.
 */
export function useToggleRead() {
  const identity = useNotificationIdentity();
  const queries = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ id, isRead }: InboxNotification) => {
      const client = createNotificationClient(identity!);
      return isRead ? client.markUnread(id) : client.markRead(id);
    },
    onMutate: ({ id, isRead }) => changeInbox(queries, identity!.email, withRead(id, !isRead)),
    onError: (_error, { id, isRead }) => changeInbox(queries, identity!.email, withRead(id, isRead)),
    meta: { silent: true },
  });
  return useCallback(
    (notification: InboxNotification) => {
      if (identity) mutate(notification);
    },
    [identity, mutate],
  );
}
