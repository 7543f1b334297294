import { createHash, createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that names a browser for canary releases: every tab and reload of it gets the same versions. */
export const BROWSER_COOKIE = 'beacon_browser';
/**
 * The cookie that names the user last signed in on this browser, for canary releases: a signed-in user gets the
 * same versions in every tab and every browser they sign in on; it wins over the browser's own id.
 */
export const USER_COOKIE = 'beacon_canary_user';
const ID = /^[A-Za-z0-9-]{8,64}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A year, http-only, this site only (Fastify appends each set-cookie header to the ones already set). */
function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${name}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`);
}

/** This browser's id, given one when it has none or a malformed one. */
export function browserIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = cookieOf(request, BROWSER_COOKIE);
  if (known && ID.test(known)) return known;
  const id = randomUUID();
  setCookie(request, reply, BROWSER_COOKIE, id);
  return id;
}

/** The user as canary releases know them: a hash of their id, the same on every server instance. */
export function canaryUserKey(userId: number): string {
  return `user-${createHash('sha256').update(`beacon-canary-user:${userId}`).digest('hex').slice(0, 40)}`;
}

const SIGNED_USER = /^(user-[0-9a-f]{40})\.([A-Za-z0-9_-]{22})$/;

/**
 * Signs and checks the user cookie. It is set only on a request whose token was verified, so a valid one is
 * evidence that a user of this server signed in on that browser: the error intake trusts reports by it.
 */
export class CanaryUsers {
  private key: Buffer | undefined;

  /** The key is derived when first used: the OpenAPI generator registers routes with no secrets at all. */
  constructor(private readonly secret: string) {}

  private signature(userKey: string): string {
    this.key ??= Buffer.from(hkdfSync('sha256', this.secret, 'beacon', 'canary user cookie', 32));
    return createHmac('sha256', this.key).update(userKey).digest('base64url').slice(0, 22);
  }

  cookieValue(userId: number): string {
    const userKey = canaryUserKey(userId);
    return `${userKey}.${this.signature(userKey)}`;
  }

  /** The user key a cookie names, when this server signed it; null for anything else. */
  verified(request: FastifyRequest): string | null {
    const match = SIGNED_USER.exec(cookieOf(request, USER_COOKIE) ?? '');
    if (!match) return null;
    const expected = Buffer.from(this.signature(match[1]!));
    const given = Buffer.from(match[2]!);
    return timingSafeEqual(expected, given) ? match[1]! : null;
  }

  /** What a canary is sticky to: the user last signed in on this browser, else the browser itself. */
  canaryKeyOf(request: FastifyRequest, reply: FastifyReply): string {
    return this.verified(request) ?? browserIdOf(request, reply);
  }

  /** Called on every signed-in request: this browser follows that user's canary versions from now on. */
  remember(request: FastifyRequest, reply: FastifyReply, userId: number): void {
    const value = this.cookieValue(userId);
    if (cookieOf(request, USER_COOKIE) !== value) setCookie(request, reply, USER_COOKIE, value);
  }
}
