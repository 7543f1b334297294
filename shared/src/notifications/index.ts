// `@beacon/shared/notifications`: the notification service's client and preferences, and the inbox's notification.
import { noteInstance } from '@beacon/shared/contract';

export { createNotificationClient, type NotificationClient } from './notification-client';
export {
  notificationPreferencesQuery,
  notificationServiceKey,
  useUpdateNotificationPreference,
  type PreferenceChange,
} from './notification-preferences';
export {
  fromService as toInboxNotification,
  type InboxNotification,
  type NotificationIdentity,
  type NotificationPage,
  type ServiceNotification as NotificationServiceNotification,
} from './types';

// Each evaluation is counted: the browser tests check that every entry runs once in the page.
noteInstance('notifications');
