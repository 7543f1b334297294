import { daysBetween } from '../ad-platforms/generated-days';
import { dayOf, type AdvertiserPlan } from './catalog';

/** The columns of the stand-in's delivery template, as My Reports names them. */
export const REPORT_COLUMNS = [
  'Date',
  'Advertiser',
  'Advertiser ID',
  'Campaign',
  'Campaign ID',
  'Ad Group',
  'Ad Group ID',
  'Impressions',
  'Clicks',
  'Advertiser Cost (USD)',
  'Total Click + View Conversions',
];

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * An executed report as its CSV file: a header, then one line per ad group and day of the window (its end
 * exclusive), dates sortable (yyyy-mm-dd), numbers in US format without thousands separators.
 */
export function reportFile(
  advertiser: AdvertiserPlan,
  from: string,
  toExclusive: string,
  /** How many times the advertiser's day was restated (undefined: never). */
  revision: (advertiserId: string, day: string) => number | undefined,
): string {
  const last = new Date(Date.parse(`${toExclusive}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const lines = [REPORT_COLUMNS.map(cell).join(',')];
  for (const date of daysBetween(from, last))
    for (const g of advertiser.adGroups) {
      const day = dayOf(advertiser.id, g.id, date, revision(advertiser.id, date) ?? 0);
      lines.push(
        [
          date,
          advertiser.name,
          advertiser.id,
          g.campaignName,
          g.campaignId,
          g.name,
          g.id,
          day.impressions,
          day.clicks,
          (day.costCents / 100).toFixed(2),
          day.conversions,
        ]
          .map(cell)
          .join(','),
      );
    }
  return `${lines.join('\r\n')}\r\n`;
}
