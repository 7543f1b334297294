import type { AnalyticsEndpoints } from '@beacon/shared/analytics-api';
import type { ServedBrand } from '@beacon/shared/brand';
import type { ResourcesConfig } from 'aws-amplify';
import type { ObservabilityConfig } from '../observability/observability-config';
import type { Site } from './site';

/**
 * What the server tells the host at start, so that one host build runs anywhere: the identity pool (a real
 * Cognito user pool, or the local service) and what the host name means.
 */
export interface RuntimeConfig {
  auth: NonNullable<ResourcesConfig['Auth']>;
  /** `theme`: the brand a BeaconAdmin set for this host name (Administration › Brands), else the built-in `brand`. */
  site: Site & { brand: string; theme?: ServedBrand | null };
  demoRequestUrl: string;
  termsOfUseUrl: string;
  observability?: ObservabilityConfig;
  /** Where the analytics API and the assistant's socket answer (this server unless deployed apart). */
  analytics?: AnalyticsEndpoints;
}

/** Read by the sign-in screens before the shared singletons load, and by the app (which also configures analytics). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
