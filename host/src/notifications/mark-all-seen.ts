import { createNotificationClient } from '@beacon/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotificationIdentity } from './get-notification-connection';
import { changeInbox, withAllSeen } from './inbox-cache';

/** `POST /notifications/seen` when the bell's menu opens or closes; a failure changes nothing the user sees. */
export function useMarkAllSeen() {
  const identity = useNotificationIdentity();
  const queries = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => createNotificationClient(identity!).markAllSeen(),
    onMutate: () => changeInbox(queries, identity!.email, withAllSeen),
    meta: { silent: true },
  });
  return useCallback(() => {
    if (identity) mutate();
  }, [identity, mutate]);
}
