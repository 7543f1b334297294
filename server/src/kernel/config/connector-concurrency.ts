import { ConfigError, type Configured } from './environment';
import { isSourceType } from './sources';

/**
 * The most syncs of one vendor that run at once across every server process (each vendor limits its callers,
 * and the queue holds the rest until a place frees). Google Ads allows the most concurrent requests per developer
 * token; the others ask for few callers at a time (The Trade Desk: four per endpoint, Meta and Salesforce per
 * app and user). BEACON_CONNECTOR_CONCURRENCY overrides any of them, e.g. `{"META_ADS":1}`.
 */
export const CONNECTOR_CONCURRENCY_DEFAULTS: Readonly<Record<string, number>> = {
  GOOGLE_ADS: 4,
  META_ADS: 2,
  THE_TRADE_DESK: 2,
  QUICKBOOKS_ONLINE: 2,
  SALESFORCE: 2,
};

/** The caps as set: the defaults, each replaced by the setting's value for its source type. */
export function connectorConcurrency(env: Pick<Configured, 'BEACON_CONNECTOR_CONCURRENCY'>): Record<string, number> {
  const name = 'BEACON_CONNECTOR_CONCURRENCY';
  let set: unknown;
  try {
    set = JSON.parse(env.BEACON_CONNECTOR_CONCURRENCY);
  } catch {
    throw new ConfigError([`${name} must be a JSON object, e.g. {"GOOGLE_ADS":4}`]);
  }
  if (!set || typeof set !== 'object' || Array.isArray(set))
    throw new ConfigError([`${name} must be a JSON object, e.g. {"GOOGLE_ADS":4}`]);
  const caps: Record<string, number> = { ...CONNECTOR_CONCURRENCY_DEFAULTS };
  for (const [source, cap] of Object.entries(set)) {
    if (!isSourceType(source)) throw new ConfigError([`${name} names ${source}, which is no source type`]);
    if (!Number.isInteger(cap) || (cap as number) < 1 || (cap as number) > 50)
      throw new ConfigError([`${name}: ${source} must be a whole number from 1 to 50`]);
    caps[source] = cap as number;
  }
  return caps;
}
