import { DeliveryFileError, readDeliveryFile, type DeliveryFile } from '../../imports/formats';
import { ConnectorError, type DeliveryConnector, type PlatformDeliveryRow } from '../port';
import { runReport } from './reports';
import { DEFAULT_RETRY, realSleep, type RetryPolicy, type Sleep } from '../retried';
import { ttdClient, type TheTradeDeskSettings, type TtdClient } from './rest';

export type { TheTradeDeskSettings } from './rest';

/**
 * The Trade Desk over its REST API (v3). The accounts are the partner's advertisers (`POST /advertiser/query/partner`,
 * paged with `PageStartIndex` and `PageSize` up to `TotalFilteredCount`). Delivery is a My Reports report of the
 * advertiser over the window (reports.ts), one row per ad group and day, read with the delivery import's The Trade
 * Desk preset (the same columns a person's uploaded export has), and handed on a page of rows at a time. The ad
 * group id is what a TTD line item carries as its platform id; money is the advertiser's cost in US dollars.
 */

/** Advertisers asked per page. */
const ADVERTISER_PAGE = 100;
/** Report rows handed on at a time. */
const ROWS_PER_PAGE = 1000;

interface Paged<T> {
  Result?: T[];
  TotalFilteredCount?: number;
}

/** The partners a token reaches (`POST /partner/query`), each with its name. */
export async function partnersOf(client: TtdClient): Promise<{ id: string; name: string }[]> {
  const partners: { id: string; name: string }[] = [];
  for (let start = 0; ; start += ADVERTISER_PAGE) {
    const page = await client.post<Paged<{ PartnerId?: string; PartnerName?: string }>>('/partner/query', {
      PageStartIndex: start,
      PageSize: ADVERTISER_PAGE,
    });
    if (!Array.isArray(page.Result)) throw new ConnectorError('The Trade Desk sent a malformed page', true);
    for (const p of page.Result) if (p?.PartnerId) partners.push({ id: p.PartnerId, name: p.PartnerName ?? '' });
    if (page.Result.length < ADVERTISER_PAGE || partners.length >= (page.TotalFilteredCount ?? 0)) return partners;
  }
}

/** The partner's advertisers, every page. */
export async function advertisersOf(client: TtdClient, partnerId: string): Promise<{ id: string; name: string }[]> {
  const advertisers: { id: string; name: string }[] = [];
  for (let start = 0; ; start += ADVERTISER_PAGE) {
    const page = await client.post<Paged<{ AdvertiserId?: string; AdvertiserName?: string }>>(
      '/advertiser/query/partner',
      { PartnerId: partnerId, PageStartIndex: start, PageSize: ADVERTISER_PAGE },
    );
    if (!Array.isArray(page.Result)) throw new ConnectorError('The Trade Desk sent a malformed page', true);
    for (const a of page.Result)
      if (a?.AdvertiserId) advertisers.push({ id: a.AdvertiserId, name: a.AdvertiserName ?? '' });
    if (page.Result.length < ADVERTISER_PAGE || advertisers.length >= (page.TotalFilteredCount ?? 0))
      return advertisers;
  }
}

/** The report's rows as delivery rows, a page at a time; a line that cannot be read makes the report unusable. */
async function* rowsOf(file: DeliveryFile): AsyncGenerator<PlatformDeliveryRow[]> {
  let page: PlatformDeliveryRow[] = [];
  try {
    for await (const item of file) {
      if (item.kind === 'error')
        throw new ConnectorError(
          `The Trade Desk's report has a line that cannot be read (line ${item.row}${item.column ? `, ${item.column}` : ''}): ${item.message}`,
          true,
        );
      page.push({
        day: item.date,
        campaignId: '',
        campaignName: '',
        adGroupId: item.platformLineItemId,
        adGroupName: '',
        impressions: item.impressions,
        clicks: item.clicks,
        conversions: item.conversions,
        spend: Math.round(item.spend * 100) / 100,
      });
      if (page.length >= ROWS_PER_PAGE) {
        yield page;
        page = [];
      }
    }
  } catch (error) {
    if (error instanceof ConnectorError) throw error;
    // The download broke off, or the file stopped being CSV half way: read again later, from the start.
    throw new ConnectorError(`The Trade Desk's report could not be read to its end: ${(error as Error).message}`, true);
  } finally {
    await file.close();
  }
  if (page.length > 0) yield page;
}

export function theTradeDeskConnector(
  settings: TheTradeDeskSettings,
  token: string,
  partnerId: string | null,
  retry: RetryPolicy = DEFAULT_RETRY,
  sleep: Sleep = realSleep,
): DeliveryConnector {
  const client = ttdClient(settings, token, retry, sleep);
  return {
    platform: 'TRADE_DESK',
    async listAccounts() {
      if (!partnerId) throw new ConnectorError('The Trade Desk: this connection names no partner', false);
      return (await advertisersOf(client, partnerId)).map((a) => a.id);
    },
    async *readDelivery(account, range) {
      const stream = await runReport(client, settings.reportTemplate, account, range, retry, sleep);
      let file: DeliveryFile;
      try {
        file = await readDeliveryFile(stream, { fileName: 'the-trade-desk-report.csv', format: 'the-trade-desk' });
      } catch (error) {
        stream.destroy();
        if (error instanceof DeliveryFileError)
          throw new ConnectorError(`The Trade Desk's report is not one Beacon reads: ${error.message}`, true);
        throw new ConnectorError(
          `The Trade Desk's report could not be read to its end: ${(error as Error).message}`,
          true,
        );
      }
      yield* rowsOf(file);
    },
  };
}
