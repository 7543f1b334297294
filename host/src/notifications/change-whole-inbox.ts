import { createNotificationClient, type NotificationClient } from '@beacon/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotificationIdentity } from './get-notification-connection';
import { changeInbox, refreshInbox, type Change } from './inbox-cache';

/**
 * A change to every notification at once (all read, all seen): shown before the service answers, and sent silently
 * (no banner); `readAgainOnFailure`: a failure reads the inbox again, else it changes nothing the user sees.
 */
export function useChangeWholeInbox(
  send: (client: NotificationClient) => Promise<unknown>,
  change: Change,
  readAgainOnFailure: boolean,
) {
  const identity = useNotificationIdentity();
  const queries = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => send(createNotificationClient(identity!)),
    onMutate: () => changeInbox(queries, identity!.email, change),
    onError: () => (readAgainOnFailure ? refreshInbox(queries, identity!.email) : undefined),
    meta: { silent: true },
  });
  return useCallback(() => {
    if (identity) mutate();
  }, [identity, mutate]);
}
