/**
 * The sources a workspace can connect. OAuth sources are reached through an authorization-code flow (locally a
 * stand-in provider inside this server); any source can also be connected by hand with an account id. Each
 * source reads the ad platforms of the seeded delivery it stands for; QuickBooks Online reads none: its invoices go
 * to Billing, and its accounts are the companies (realm ids) the grant reaches (docs/connectors.md).
 */
export const SOURCE_TYPES = {
  META_ADS: { label: 'Meta Ads', oauth: true, platforms: ['META'] },
  GOOGLE_ADS: { label: 'Google Ads', oauth: true, platforms: ['GOOGLE_ADS'] },
  DSP: { label: 'DSP (The Trade Desk, Xandr)', oauth: true, platforms: ['TRADE_DESK', 'XANDR'] },
  // Connected with an API token (TTD-Auth), not OAuth: connectors/the-trade-desk/.
  THE_TRADE_DESK: { label: 'The Trade Desk', oauth: false, platforms: ['TRADE_DESK'] },
  DOOH: { label: 'Digital Out of Home (Adomni)', oauth: false, platforms: ['ADOMNI'] },
  QUICKBOOKS_ONLINE: { label: 'QuickBooks Online', oauth: true, platforms: [] },
  CSV_UPLOAD: { label: 'Offline data (CSV)', oauth: false, platforms: [] },
  // A CRM: its opportunities become campaigns and request-for-proposal forms (connectors/salesforce/).
  SALESFORCE: { label: 'Salesforce', oauth: true, platforms: [] },
} as const satisfies Record<string, { label: string; oauth: boolean; platforms: readonly string[] }>;

export type SourceType = keyof typeof SOURCE_TYPES;
export const SOURCE_TYPE_NAMES = Object.keys(SOURCE_TYPES) as SourceType[];
export const OAUTH_SOURCE_TYPES = SOURCE_TYPE_NAMES.filter((s) => SOURCE_TYPES[s].oauth);

/** Sources connected with an API token a person pastes (stored encrypted as OAuth tokens are, never shown). */
export const API_TOKEN_SOURCE_TYPES: readonly SourceType[] = ['THE_TRADE_DESK'];

export const isSourceType = (value: string): value is SourceType => value in SOURCE_TYPES;

/** A source type stored before this catalogue (0005's seed) still reads: its own name, no platforms. */
export function sourceOf(type: string): { label: string; oauth: boolean; platforms: readonly string[] } {
  return isSourceType(type) ? SOURCE_TYPES[type] : { label: type, oauth: false, platforms: [] };
}

/** A data source's tag, as a query names it: `all` (every connected source together) or one source type's. */
export const ALL_TAG = 'all';
export const tagOf = (sourceType: string) => sourceType.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/** The channel a delivery row belongs to, by ad format: what analytics queries group by. */
export const CHANNEL_SQL = `CASE li.ad_format WHEN 'CTV' THEN 'CTV' WHEN 'DISPLAY' THEN 'Display' WHEN 'NATIVE' THEN 'Native'
  WHEN 'VIDEO' THEN 'Online Video' WHEN 'AUDIO' THEN 'Audio' WHEN 'RICH_MEDIA' THEN 'Rich Media'
  WHEN 'SOCIAL' THEN 'Paid Social' WHEN 'SEARCH' THEN 'Paid Search' WHEN 'DOOH' THEN 'Digital Out of Home' ELSE li.ad_format END`;

/** Text with a control character (other than tab, newline and carriage return) is refused as input. */
export const hasControlCharacter = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 13;
  });
