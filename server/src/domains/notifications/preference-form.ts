import type { FastifyRequest } from 'fastify';

/** The `magicbell` SDK's own account of itself, sent on every call: `{"binding":"magicbell","binding_version":…}`. */
function bindingOf(request: FastifyRequest): { binding?: unknown; binding_version?: unknown } {
  try {
    const declared: unknown = JSON.parse(String(request.headers['x-magicbell-client-user-agent'] ?? ''));
    return declared && typeof declared === 'object' ? declared : {};
  } catch {
    return {};
  }
}

/**
 * Which form of preferences the caller reads: the v2 array form or MagicBell's v1 map.
 *
 * `Accept-Version` decides when sent (the host's inbox sends v2). The `magicbell` SDK (4.x, and
 * `@magicbell/react-headless` 5 through it) reads only the array form, but sends `Accept-Version: v2` itself only
 * when the path is exactly `/notification_preferences` (its client/headers.js), never under /notify: there its
 * declared binding says what it reads. Anyone else, `@magicbell/core` 5.4 among them, gets the v1 map it reads.
 */
export function wantsV2(request: FastifyRequest): boolean {
  const version = request.headers['accept-version'];
  if (version !== undefined) return String(version).toLowerCase() === 'v2';
  const { binding, binding_version: release } = bindingOf(request);
  return binding === 'magicbell' && Number(String(release).split('.')[0]) >= 4;
}
