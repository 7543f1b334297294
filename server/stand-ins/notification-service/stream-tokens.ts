import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_STREAM_TOKEN_SECONDS, STREAM_TOKEN_SECONDS } from '../../src/kernel/config/stream-token-limits';

export { MAX_STREAM_TOKEN_SECONDS };

/** MagicBell's (Ably's) token error codes: 40140 to 40149 tell the client to fetch a fresh token and reconnect. */
export const TOKEN_EXPIRED = 40142;
export const TOKEN_INVALID = 40144;

const sign = (payload: string, secret: string) =>
  createHmac('sha256', `stream:${secret}`).update(payload).digest('base64url');

/**
 * A token asked for in demo mode says so (signed with the rest): its stream sends redacted notifications. A longer
 * life than MAX_STREAM_TOKEN_SECONDS is cut to it.
 */
export function issueStreamToken(
  userId: number,
  secret: string,
  seconds = STREAM_TOKEN_SECONDS,
  now = Date.now(),
  demo = false,
) {
  const expiresAt = Math.floor(now / 1000) + Math.min(seconds, MAX_STREAM_TOKEN_SECONDS);
  const payload = `${userId}.${expiresAt}${demo ? '.demo' : ''}`;
  return { token: `${payload}.${sign(payload, secret)}`, expiresAt };
}

export type TokenCheck =
  { ok: true; userId: number; expiresAt: number; demo: boolean } | { ok: false; code: number; message: string };

export function checkStreamToken(token: string, secret: string, now = Date.now()): TokenCheck {
  const parts = token.split('.');
  const signature = parts.pop();
  const [user, expires, mode] = parts;
  const expected = Buffer.from(sign(parts.join('.'), secret));
  if (
    !user ||
    !expires ||
    !signature ||
    parts.length > 3 ||
    (mode !== undefined && mode !== 'demo') ||
    expected.length !== Buffer.from(signature).length ||
    !timingSafeEqual(expected, Buffer.from(signature))
  ) {
    return { ok: false, code: TOKEN_INVALID, message: 'Invalid token' };
  }
  const expiresAt = Number(expires);
  // No token of ours lives longer (one made before the cap, or under another secret's rules, is refused).
  if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 > now + (MAX_STREAM_TOKEN_SECONDS + 1) * 1000)
    return { ok: false, code: TOKEN_INVALID, message: 'Invalid token' };
  if (expiresAt * 1000 <= now) return { ok: false, code: TOKEN_EXPIRED, message: 'Token expired' };
  return { ok: true, userId: Number(user), expiresAt, demo: mode === 'demo' };
}
