import { createHash } from 'node:crypto';
/** The parts of a Sentry error event the Releases page and the canary analysis read. */
export interface StackFrame {
  filename?: string;
  function?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
}

interface SentryEvent {
  event_id?: string;
  message?: string | { formatted?: string; message?: string };
  exception?: { values?: { type?: string; value?: string; stacktrace?: { frames?: StackFrame[] } }[] };
  tags?: Record<string, unknown>;
  user?: { id?: unknown };
  release?: string;
  environment?: string;
  request?: { url?: string; headers?: Record<string, string> };
  contexts?: { browser?: { name?: string; version?: string }; replay?: { replay_id?: string } };
}

export interface ReportedError {
  eventId: string;
  remote: string;
  version: string;
  route: string | null;
  brand: string | null;
  browser: string | null;
  userHash: string | null;
  environment: string | null;
  type: string;
  message: string;
  frames: StackFrame[];
  replayId: string | null;
  /** What makes two reports the same error: type, message with its numbers and ids blanked, top frame. */
  fingerprint: string;
}

const text = (value: unknown, max = 500): string | null =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

/** `billing@1.2.0-abc1234`: the release as the host names it for an error thrown inside an area. */
function releaseParts(release: string | undefined): [string, string] | null {
  const at = release?.indexOf('@') ?? -1;
  return release && at > 0 ? [release.slice(0, at), release.slice(at + 1)] : null;
}

/** A browser name and major version from the user agent, when the SDK's context does not say. */
export function browserOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const match = /(Edg|Firefox|Chrome|Version)\/(\d+)/.exec(userAgent);
  if (!match) return null;
  const name = { Edg: 'Edge', Firefox: 'Firefox', Chrome: 'Chrome', Version: 'Safari' }[match[1]!];
  return `${name} ${match[2]}`;
}

/** A frame's place without its release: the file name past the version folder, and the function. */
function frameKey(frame: StackFrame | undefined): string {
  if (!frame) return '';
  const file = (frame.filename ?? '').replace(/^.*\/remotes\/[^/]+\/[^/]+\//, '').replace(/[?#].*$/, '');
  return `${file}:${frame.function ?? ''}`;
}

/** Errors that differ only in numbers, ids or the release they came from share a fingerprint. */
function fingerprintOf(type: string, message: string, frames: StackFrame[]): string {
  const shape = message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\b[0-9a-f]{16,}\b/gi, '<id>')
    .replace(/\d+(\.\d+)?/g, '<n>');
  // Sentry lists frames oldest first: the last is where it was thrown.
  return createHash('sha256')
    .update(`${type}\n${shape}\n${frameKey(frames.at(-1))}`)
    .digest('hex')
    .slice(0, 32);
}

/** An event item's JSON as the error the Releases page lists; events of no known release count for the host. */
export function reportedError(event: SentryEvent): ReportedError {
  const tags = event.tags ?? {};
  const [remote, version] = releaseParts(event.release) ?? [
    text(tags.remote, 40) ?? 'host',
    text(tags['remote.version'], 100) ?? 'unknown',
  ];
  const exception = event.exception?.values?.at(-1);
  const message =
    exception?.value ??
    (typeof event.message === 'string' ? event.message : (event.message?.formatted ?? event.message?.message));
  const browser = event.contexts?.browser?.name
    ? `${event.contexts.browser.name} ${event.contexts.browser.version?.split('.')[0] ?? ''}`.trim()
    : (text(tags.browser, 60) ?? browserOf(event.request?.headers?.['User-Agent']));
  const type = text(exception?.type, 200) ?? 'Error';
  const reportedMessage = text(message, 2000) ?? '(no message)';
  const frames = (exception?.stacktrace?.frames ?? []).slice(-50).map((frame) => ({
    filename: text(frame.filename, 500) ?? undefined,
    function: text(frame.function, 200) ?? undefined,
    lineno: typeof frame.lineno === 'number' ? frame.lineno : undefined,
    colno: typeof frame.colno === 'number' ? frame.colno : undefined,
  }));
  return {
    eventId: text(event.event_id, 64) ?? '',
    remote: remote.slice(0, 40),
    version: version.slice(0, 100),
    route: text(tags.route, 300),
    brand: text(tags.brand, 60),
    browser,
    userHash: text(event.user?.id, 128),
    environment: text(event.environment, 60),
    type,
    message: reportedMessage,
    frames,
    replayId: text(event.contexts?.replay?.replay_id ?? tags.replayId, 64),
    fingerprint: fingerprintOf(type, reportedMessage, frames),
  };
}
