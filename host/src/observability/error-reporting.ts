import { type RemoteName } from '@beacon/shared/contract';
import { useSessionStore } from '@beacon/shared/session';
import { useBrandStore } from '@beacon/shared/ui';
import type * as SentryModule from '@sentry/react';
import { areaAt } from '../federation/area-at';
import { useAreasStore } from '../federation/areas-store';
import type { RemoteFailure } from '../federation/failure-plugin';
import { ENVIRONMENT, TRACE_SAMPLE_RATE, type ObservabilityConfig } from './observability-config';
import { browserName, hashedUser, withReleaseTags, type ReleaseOrigin } from './release-tags';

type Sentry = typeof SentryModule;
let sentry: Sentry | null = null;
/** Page views are counted from the start, while the library is still on its way. */
let counting = false;

/** The area whose page is on screen, with the version this tab runs. */
function areaHere(): ReleaseOrigin | null {
  const { areas } = useAreasStore.getState();
  const all = Object.values(areas).filter((area) => area !== undefined);
  const name = areaAt(window.location.pathname, all);
  const area = name ? areas[name] : undefined;
  return area ? { remote: area.name, version: area.version } : null;
}

/** A remote that did not load is reported against its own release. */
function reportRemoteFailure(failure: RemoteFailure): void {
  const name = failure.id.split('/')[0] ?? failure.id;
  const area = useAreasStore.getState().areas[name as RemoteName];
  sentry?.captureException(new Error(`${name} did not load (${failure.lifecycle}): ${failure.message}`), {
    tags: { remote: name, 'remote.version': area?.version ?? 'unknown', failure: 'remote-load' },
  });
}

/** Tells error reports who is signed in, by a hash of their id only. */
function followSession(reporting: Sentry): void {
  let current: number | undefined;
  const identify = (userId: number | undefined) => {
    if (userId === current) return;
    current = userId;
    if (userId === undefined) reporting.setUser(null);
    else void hashedUser(userId).then((id) => current === userId && reporting.setUser({ id }));
  };
  identify(useSessionStore.getState().user?.id);
  useSessionStore.subscribe((state) => identify(state.user?.id));
}

/**
 * Error reporting with @sentry/react, on by default to Beacon's own intake (the DSN /config.json gives): the
 * library is loaded with the app, never on the sign-in page. Every event is tagged with the remote and release
 * it came from, the route, the brand, the browser and a hashed user, and sent with a replay of the moments before.
 */
export async function startErrorReporting(config: ObservabilityConfig): Promise<boolean> {
  if (!config.sentryDsn) return false;
  counting = true;
  const reporting = await import('@sentry/react');
  reporting.init({
    dsn: config.sentryDsn,
    environment: ENVIRONMENT,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    // Session replay (text and inputs masked, as the integration does by default): the moments before every
    // error are sent with it and kept by the intake, viewable from that error; whole sessions at the
    // rate a BeaconAdmin set on the Releases page (else BEACON_SESSION_REPLAY_RATE), given in /config.json.
    integrations: [reporting.browserTracingIntegration(), reporting.replayIntegration()],
    replaysSessionSampleRate: config.sessionReplaySampleRate ?? 0,
    replaysOnErrorSampleRate: 1,
    beforeSend: (event) =>
      withReleaseTags(event, {
        route: window.location.pathname,
        brand: useBrandStore.getState().brand.key,
        browser: browserName(navigator.userAgent),
        areaHere: areaHere(),
      }),
  });
  sentry = reporting;
  followSession(reporting);
  const holder = globalThis as typeof globalThis & { __BEACON_REMOTE_FAILURES__?: RemoteFailure[] };
  for (const failure of holder.__BEACON_REMOTE_FAILURES__ ?? []) reportRemoteFailure(failure);
  window.addEventListener('beacon:remote-failure', (event) =>
    reportRemoteFailure((event as CustomEvent<RemoteFailure>).detail),
  );
  return true;
}

/**
 * Counts a page of an area drawn on its release, for each release's errors per page view (the canary analysis);
 * only while errors are reported, to the server that takes them.
 */
export function countPageView(area: ReleaseOrigin): void {
  if (!counting) return;
  void fetch('/observability/page-views', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(area),
    keepalive: true,
  }).catch(() => undefined);
}

/** Reports an error when reporting is on, tagged with the area it was caught in; otherwise the console keeps it. */
export function reportError(error: unknown, area?: ReleaseOrigin): void {
  if (!sentry) return console.error(error);
  sentry.captureException(error, area ? { tags: { remote: area.remote, 'remote.version': area.version } } : undefined);
}
