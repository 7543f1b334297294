import { useChangeWholeInbox } from './change-whole-inbox';
import { withAllSeen } from './inbox-cache';

/** `POST /notifications/seen` when the bell's menu opens or closes; a failure changes nothing the user sees. */
export const useMarkAllSeen = () => useChangeWholeInbox((client) => client.markAllSeen(), withAllSeen, false);
