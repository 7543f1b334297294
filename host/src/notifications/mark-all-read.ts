import { createNotificationClient } from '@beacon/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotificationIdentity } from './get-notification-connection';
import { changeInbox, refreshInbox, withAllRead } from './inbox-cache';

/** `POST /notifications/read`: every notification read at once; on a failure the list is read again. */
export function useMarkAllRead() {
  const identity = useNotificationIdentity();
  const queries = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => createNotificationClient(identity!).markAllRead(),
    onMutate: () => changeInbox(queries, identity!.email, withAllRead),
    onError: () => refreshInbox(queries, identity!.email),
    meta: { silent: true },
  });
  return useCallback(() => {
    if (identity) mutate();
  }, [identity, mutate]);
}
