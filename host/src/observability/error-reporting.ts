import type * as SentryModule from '@sentry/react';
import { ENVIRONMENT, TRACE_SAMPLE_RATE, type ObservabilityConfig } from './observability-config';

type Sentry = typeof SentryModule;
let sentry: Sentry | null = null;

/**
 * Error reporting with @sentry/react, only when a DSN is configured: the library is loaded on demand, so that
 * a site without it does not download it. Session replay joins only when its sample rate is configured.
 */
export async function startErrorReporting(config: ObservabilityConfig): Promise<boolean> {
  if (!config.sentryDsn) return false;
  sentry = await import('@sentry/react');
  const replay = config.sessionReplaySampleRate ? [sentry.replayIntegration()] : [];
  sentry.init({
    dsn: config.sentryDsn,
    environment: ENVIRONMENT,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    integrations: [sentry.browserTracingIntegration(), ...replay],
    replaysSessionSampleRate: config.sessionReplaySampleRate ?? 0,
    replaysOnErrorSampleRate: config.sessionReplaySampleRate ? 1 : 0,
  });
  return true;
}

/** Reports an error when reporting is on; otherwise the console keeps it. */
export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else console.error(error);
}
