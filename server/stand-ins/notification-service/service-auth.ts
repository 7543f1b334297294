import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../src/kernel/http/errors';
import type { Database } from '../../src/kernel/db/database';
import { enabledUserByEmail, type NotifyUser } from '../../src/domains/notifications/queries';
import { notificationSignature } from '../../src/domains/notifications/signature';

export type { NotifyUser };

declare module 'fastify' {
  interface FastifyRequest {
    notifyUser?: NotifyUser;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** MagicBell's user authentication: the project's API key, the user's email, and the HMAC of that email. */
export async function authenticate(
  request: FastifyRequest,
  deps: { db: Database; secret: string; apiKey: string },
): Promise<NotifyUser> {
  if (!sameText(header(request, 'x-magicbell-api-key'), deps.apiKey)) throw new HttpError(401, 'Invalid API key');
  const email = header(request, 'x-magicbell-user-email');
  const hmac = header(request, 'x-magicbell-user-hmac');
  if (!email || !hmac || !sameText(hmac, notificationSignature(email, deps.secret)))
    throw new HttpError(401, 'Invalid user HMAC');
  const user = await enabledUserByEmail(deps.db, email);
  if (!user) throw new HttpError(401, 'Unknown user');
  return user;
}

export function requirePrivilege(
  request: FastifyRequest,
  privilege: 'NOTIFICATIONS_READ' | 'NOTIFICATION_PREFERENCES_WRITE',
): NotifyUser {
  const user = request.notifyUser!;
  if (!user.privileges.includes(privilege)) throw new HttpError(403, 'Forbidden');
  return user;
}
