import { ConnectorError, ConnectorRefused, type DeliveryConnector, type PlatformDeliveryRow } from './port';
import { DEFAULT_RETRY, retried, TryAgain, type RetryPolicy } from './retried';

/**
 * Google Ads over its REST interface: `customers:listAccessibleCustomers`, then GoogleAdsService's `search` with a
 * GAQL query on the ad_group report, page by page (nextPageToken). Figures come as Google sends them: int64 as
 * strings, cost in micros, a metric at 0 left out. A 429 (quotaError RESOURCE_EXHAUSTED) waits its Retry-After,
 * a 5xx or a dropped connection waits longer each time, both a bounded number of times; a 401 is the grant refused.
 */
export interface GoogleAdsSettings {
  apiUrl: string;
  apiVersion: string;
  developerToken: string;
  /** The manager account the calls go through, when the grant reaches the account through one. */
  loginCustomerId: string | null;
}

export const DELIVERY_QUERY = (from: string, to: string) =>
  'SELECT segments.date, campaign.id, campaign.name, ad_group.id, ad_group.name, metrics.impressions, ' +
  'metrics.clicks, metrics.conversions, metrics.cost_micros FROM ad_group ' +
  `WHERE segments.date BETWEEN '${from}' AND '${to}'`;

interface AdsErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: { errors?: { errorCode?: Record<string, string>; message?: string }[] }[];
  };
}

interface SearchPage {
  results?: {
    segments?: { date?: string };
    campaign?: { id?: string; name?: string };
    adGroup?: { id?: string; name?: string };
    metrics?: { impressions?: string; clicks?: string; conversions?: number; costMicros?: string };
  }[];
  nextPageToken?: string;
}

/** Google's own words for a failure: the GoogleAdsFailure's first error, else the status message. */
function messageOf(status: number, body: AdsErrorBody | null): string {
  const failure = body?.error?.details?.flatMap((d) => d.errors ?? [])[0];
  const code = failure?.errorCode ? Object.values(failure.errorCode)[0] : body?.error?.status;
  const text = failure?.message ?? body?.error?.message ?? `HTTP ${status}`;
  return `Google Ads: ${text}${code ? ` (${code})` : ''}`;
}

const count = (value: string | undefined) => {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n) || n < 0)
    throw new ConnectorError(`Google Ads sent a figure that is no count: ${value}`, false);
  return Math.round(n);
};

export function googleAdsConnector(
  settings: GoogleAdsSettings,
  accessToken: string,
  retry: RetryPolicy = DEFAULT_RETRY,
): DeliveryConnector {
  const base = `${settings.apiUrl.replace(/\/$/, '')}/${settings.apiVersion}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${accessToken}`,
    'developer-token': settings.developerToken,
    'content-type': 'application/json',
    ...(settings.loginCustomerId ? { 'login-customer-id': settings.loginCustomerId.replace(/\D/g, '') } : {}),
  };

  const call = <T>(path: string, body?: object): Promise<T> =>
    retried('Google Ads', retry, async (backoffMs) => {
      const response = await fetch(`${base}${path}`, {
        method: body ? 'POST' : 'GET',
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (response.ok) {
        const parsed = (await response.json().catch(() => null)) as T | null;
        if (parsed === null || typeof parsed !== 'object')
          return new TryAgain(new ConnectorError('Google Ads sent a page that is not JSON', true), backoffMs);
        return parsed;
      }
      const errorBody = (await response.json().catch(() => null)) as AdsErrorBody | null;
      const message = messageOf(response.status, errorBody);
      if (response.status === 401) throw new ConnectorRefused(message);
      if (response.status !== 429 && response.status < 500) throw new ConnectorError(message, false);
      const retryAfter = Number(response.headers.get('retry-after'));
      const wait =
        response.status === 429 && Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : backoffMs;
      return new TryAgain(new ConnectorError(message, true), wait);
    });

  return {
    platform: 'GOOGLE_ADS',
    async listAccounts() {
      const page = await call<{ resourceNames?: string[] }>('/customers:listAccessibleCustomers');
      return (page.resourceNames ?? []).map((name) => name.replace(/^customers\//, ''));
    },
    async *readDelivery(account, { from, to }) {
      const customerId = account.replace(/\D/g, '');
      if (!customerId) throw new ConnectorError(`${account} is no Google Ads customer id`, false);
      const query = DELIVERY_QUERY(from, to);
      let pageToken: string | undefined;
      do {
        const page = await call<SearchPage>(`/customers/${customerId}/googleAds:search`, {
          query,
          ...(pageToken ? { pageToken } : {}),
        });
        if (page.results !== undefined && !Array.isArray(page.results))
          throw new ConnectorError('Google Ads sent a malformed page', true);
        const rows: PlatformDeliveryRow[] = (page.results ?? []).map((r) => {
          const day = r.segments?.date;
          const adGroupId = r.adGroup?.id;
          if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !adGroupId)
            throw new ConnectorError('Google Ads sent a row without its date or ad group', true);
          return {
            day,
            campaignId: r.campaign?.id ?? '',
            campaignName: r.campaign?.name ?? '',
            adGroupId,
            adGroupName: r.adGroup?.name ?? '',
            impressions: count(r.metrics?.impressions),
            clicks: count(r.metrics?.clicks),
            conversions: Math.round(Number(r.metrics?.conversions ?? 0)),
            spend: Math.round(count(r.metrics?.costMicros) / 10_000) / 100,
          };
        });
        yield rows;
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
    },
  };
}
