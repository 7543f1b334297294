import { useChangeWholeInbox } from './change-whole-inbox';
import { withAllRead } from './inbox-cache';

/** `POST /notifications/read`: every notification read at once; on a failure the list is read again. */
export const useMarkAllRead = () => useChangeWholeInbox((client) => client.markAllRead(), withAllRead, true);
