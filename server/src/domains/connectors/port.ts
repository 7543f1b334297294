/**
 * A platform that reports delivery (Google Ads first): the accounts a grant reaches, and an account's daily
 * delivery per ad group over a range of days, read page by page as the platform pages it. Beacon reaches each
 * platform only through this port and the platform's base URL setting.
 */
export interface PlatformDeliveryRow {
  day: string;
  campaignId: string;
  campaignName: string;
  /** The platform's id of what a Beacon line item carries as `platformLineItemId` (an ad group on Google Ads). */
  adGroupId: string;
  adGroupName: string;
  impressions: number;
  clicks: number;
  conversions: number;
  /** In the account's currency, to the cent. */
  spend: number;
}

export interface DeliveryConnector {
  /** The platform as line items name it (`line_items.platform`). */
  readonly platform: string;
  /** The account ids the grant reaches. */
  listAccounts(): Promise<string[]>;
  /** One page of rows at a time; throws a ConnectorError (or ConnectorRefused) when the platform fails. */
  readDelivery(account: string, range: { from: string; to: string }): AsyncIterable<PlatformDeliveryRow[]>;
}

/** The platform failed or refused; `retryable` when trying again later may succeed (quota, 5xx, network). */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The platform refused the grant itself (revoked, expired): the connection must be connected again. */
export class ConnectorRefused extends ConnectorError {
  constructor(message: string) {
    super(message, false);
  }
}

/** A vendor's body (or header) as JSON, or null when it is empty or not JSON: the caller says what that means. */
export const parseJson = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
