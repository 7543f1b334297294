/** What the server's configuration may switch on; everything is off without its key. */
export interface ObservabilityConfig {
  sentryDsn?: string;
  /** Share of sessions recorded by session replay (0 to 1); replay is off without it. */
  sessionReplaySampleRate?: number;
  /** The built-in first-visit tour (antd's Tour): the server turns it on unless BEACON_ONBOARDING_TOUR=off. */
  onboardingTour?: boolean;
  /** An outside onboarding tour tool: its key and the script that brings it. */
  tourKey?: string;
  tourScriptUrl?: string;
}

/** The error-reporting settings of spec sections 1 and 9. */
export const TRACE_SAMPLE_RATE = 0.1;
export const ENVIRONMENT = 'production';
