import { createHash, randomUUID } from 'node:crypto';
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

/** What a canary is sticky to: the user last signed in on this browser, else the browser itself. */
export function canaryKeyOf(request: FastifyRequest, reply: FastifyReply): string {
  const user = cookieOf(request, USER_COOKIE);
  return user && ID.test(user) ? user : browserIdOf(request, reply);
}

/** Called on every signed-in request: this browser follows that user's canary versions from now on. */
export function rememberCanaryUser(request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const key = canaryUserKey(userId);
  if (cookieOf(request, USER_COOKIE) !== key) setCookie(request, reply, USER_COOKIE, key);
}
