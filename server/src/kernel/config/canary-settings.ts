import type { Configured } from './environment';

/** When a canary is clearly worse than the version in service, and how often that is looked at. */
export interface CanarySettings {
  /** Seconds between two analyses (BEACON_CANARY_CHECK_SECONDS, 10; 0 turns the analysis off). */
  checkSeconds: number;
  /** Errors the canary must have reported before it can be judged (BEACON_CANARY_MIN_ERRORS, 5). */
  minErrors: number;
  /**
   * How much worse, in errors per page view, the canary must be than the version in service
   * (BEACON_CANARY_ERROR_RATE_MARGIN, 0.05); it must also be at least twice as bad.
   */
  errorRateMargin: number;
}

export function canarySettings(env: Configured): CanarySettings {
  return {
    checkSeconds: env.BEACON_CANARY_CHECK_SECONDS,
    minErrors: env.BEACON_CANARY_MIN_ERRORS,
    errorRateMargin: env.BEACON_CANARY_ERROR_RATE_MARGIN,
  };
}
