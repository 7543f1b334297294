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

function number(value: string | undefined, fallback: number, min: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= min ? n : fallback;
}

export function canarySettings(env: NodeJS.ProcessEnv): CanarySettings {
  return {
    checkSeconds: number(env.BEACON_CANARY_CHECK_SECONDS, 10, 0),
    minErrors: number(env.BEACON_CANARY_MIN_ERRORS, 5, 1),
    errorRateMargin: number(env.BEACON_CANARY_ERROR_RATE_MARGIN, 0.05, 0),
  };
}
