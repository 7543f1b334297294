import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that names a browser for canary releases: every tab and reload of it gets the same versions. */
export const BROWSER_COOKIE = 'beacon_browser';
const ID = /^[A-Za-z0-9-]{8,64}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** This browser's id, given one (a year, http-only, this site only) when it has none or a malformed one. */
export function browserIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = cookieOf(request, BROWSER_COOKIE);
  if (known && ID.test(known)) return known;
  const id = randomUUID();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BROWSER_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
  return id;
}
