import type { ErrorEvent } from '@sentry/react';

/** A release file's address names its remote and version: `/remotes/<remote>/<version>/<file>`. */
const RELEASE_FILE = /\/remotes\/([a-z][a-z0-9-]*)\/([0-9A-Za-z.+-]+)\//;

export interface ReleaseOrigin {
  remote: string;
  version: string;
}

/** The release whose code threw: the frame nearest the throw that lies in a remote's release files. */
export function releaseOfFrames(frames: { filename?: string }[] | undefined): ReleaseOrigin | null {
  for (const frame of [...(frames ?? [])].reverse()) {
    const match = RELEASE_FILE.exec(frame.filename ?? '');
    if (match) return { remote: match[1]!, version: match[2]! };
  }
  return null;
}

/** A browser name and major version, as the Releases page groups them. */
export function browserName(userAgent: string): string {
  const match = /(Edg|Firefox|Chrome|Version)\/(\d+)/.exec(userAgent);
  if (!match) return 'other';
  const name = { Edg: 'Edge', Firefox: 'Firefox', Chrome: 'Chrome', Version: 'Safari' }[match[1]!];
  return `${name} ${match[2]}`;
}

export interface EventContext {
  route: string;
  brand: string;
  browser: string;
  /** The area at this address, when the error's own frames name no release. */
  areaHere: ReleaseOrigin | null;
}

/**
 * Every event says which remote and release it came from (its frames, else the tags the host gave it where it
 * caught it, else the area at hand, else the host), the route, the brand and the browser.
 */
export function withReleaseTags(event: ErrorEvent, context: EventContext): ErrorEvent {
  const frames = event.exception?.values?.flatMap((value) => value.stacktrace?.frames ?? []);
  const tagged = event.tags?.remote
    ? { remote: String(event.tags.remote), version: String(event.tags['remote.version'] ?? 'unknown') }
    : null;
  const origin = releaseOfFrames(frames) ?? tagged ?? context.areaHere ?? { remote: 'host', version: 'current' };
  return {
    ...event,
    release: `${origin.remote}@${origin.version}`,
    tags: {
      ...event.tags,
      remote: origin.remote,
      'remote.version': origin.version,
      route: context.route,
      brand: context.brand,
      browser: context.browser,
    },
  };
}

/** The user as error reports know them: a SHA-256 of their id, never who they are. */
export async function hashedUser(userId: number | string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`beacon-user:${userId}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
