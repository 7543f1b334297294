import { createHmac } from 'node:crypto';

/** The notification service's user hash: base64 HMAC-SHA256 of the user's email under the shared secret. */
export function notificationSignature(email: string, secret: string): string {
  return createHmac('sha256', secret).update(email).digest('base64');
}
