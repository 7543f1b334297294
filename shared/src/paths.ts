/**
 * Path builders for links between areas: a remote never imports another remote, it links through these.
 */
export const paths = {
  home: () => '/',
  profile: () => '/profile',
  notFound: () => '/404',
  client: (clientId: number | string, to = '') => `/clients/${clientId}${to ? `/${to.replace(/^\/+/, '')}` : ''}`,
  campaigns: (clientId: number | string) => paths.client(clientId, 'campaigns'),
  campaign: (clientId: number | string, campaignId: number | string, tab = 'overview') =>
    paths.client(clientId, `campaigns/${campaignId}/${tab}`),
  advertiser: (clientId: number | string, advertiserId: number | string, tab = 'overview') =>
    paths.client(clientId, `advertisers/${advertiserId}/${tab}`),
  reportingSuite: (clientId: number | string, advertiserId?: number | string) =>
    paths.client(clientId, `reporting-suite/${advertiserId ?? 'all'}/dashboards`),
  campaignReporting: (clientId: number | string, campaignId: number | string, advertiserId?: number | string) =>
    paths.client(clientId, `reporting-suite/${advertiserId ?? 'all'}/campaign-reporting/${campaignId}`),
  billing: (clientId: number | string) => paths.client(clientId, 'billing'),
} as const;

/** Route parameters are base-10 integers (spec section 5); anything else is not an id. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number.parseInt(value, 10);
  return Number.isSafeInteger(id) ? id : null;
}
