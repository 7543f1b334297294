import { bulkInsert } from './bulk';
import type { SeedContext } from './context';

const PROGRAMMATIC = ['XANDR', 'TRADE_DESK'];
const FULL = ['Conversions', 'Revenue', 'Clicks', 'Completion Rate', 'Viewability'];

/** The reporting suite's tabs: key, name, type, channel, platforms, ad formats, objectives. */
export const REPORT_SPECIFICATIONS: [string, string, string, string, string[], string[], string[]][] = [
  [
    'programmatic-overview',
    'Programmatic Overview',
    'OVERVIEW',
    'PROGRAMMATIC_OVERVIEW',
    PROGRAMMATIC,
    ['DISPLAY', 'RICH_MEDIA', 'NATIVE', 'VIDEO', 'CTV', 'AUDIO'],
    FULL,
  ],
  ['ctv', 'CTV', 'STANDARD', 'PROGRAMMATIC_OVERVIEW', PROGRAMMATIC, ['CTV'], FULL],
  [
    'display',
    'Display',
    'STANDARD',
    'PROGRAMMATIC_OVERVIEW',
    PROGRAMMATIC,
    ['DISPLAY', 'RICH_MEDIA'],
    ['Conversions', 'Revenue', 'Clicks', 'Viewability'],
  ],
  [
    'native',
    'Native',
    'STANDARD',
    'PROGRAMMATIC_OVERVIEW',
    PROGRAMMATIC,
    ['NATIVE'],
    ['Conversions', 'Revenue', 'Clicks'],
  ],
  ['online-video', 'Online Video', 'STANDARD', 'PROGRAMMATIC_OVERVIEW', PROGRAMMATIC, ['VIDEO'], FULL],
  [
    'audio',
    'Audio',
    'STANDARD',
    'PROGRAMMATIC_OVERVIEW',
    PROGRAMMATIC,
    ['AUDIO'],
    ['Conversions', 'Revenue', 'Completion Rate'],
  ],
  [
    'rich-media',
    'Rich Media Engagements',
    'DRILL_DOWN',
    'RICH_MEDIA_ENGAGEMENTS',
    PROGRAMMATIC,
    ['RICH_MEDIA'],
    ['Clicks', 'Engagements'],
  ],
  ['dooh', 'Digital Out of Home', 'STANDARD', 'DIGITAL_OUT_OF_HOME', ['ADOMNI'], ['DOOH'], ['Impression Share']],
  [
    'cross-channel',
    'Cross-Channel',
    'OVERVIEW',
    'CROSS_CHANNEL',
    ['XANDR', 'TRADE_DESK', 'META', 'GOOGLE_ADS', 'ADOMNI'],
    [],
    FULL,
  ],
  [
    'meta-ads',
    'Meta Ads',
    'STANDARD',
    'PAID_SOCIAL',
    ['META'],
    ['SOCIAL'],
    ['Conversions', 'Clicks', 'Revenue', 'Engagements'],
  ],
  [
    'google-ads',
    'Google Ads',
    'STANDARD',
    'PAID_SEARCH',
    ['GOOGLE_ADS'],
    ['SEARCH'],
    ['Conversions', 'Clicks', 'Impression Share', 'Revenue'],
  ],
];

/** Report specifications, builder reports with schedules and their history, and the feature flags. */
export async function seedReporting(ctx: SeedContext): Promise<void> {
  for (const [i, [key, name, type, channel, platforms, formats, objectives]] of REPORT_SPECIFICATIONS.entries()) {
    const defaults = {
      dateRange: 'Campaign Lifetime',
      metric: 'Impressions',
      objective: objectives[0],
      mapMode: 'heatmap',
      groupBy: ['day', 'platform'],
    };
    await ctx.db.query(
      `INSERT INTO report_specifications (key, name, report_type, channel_type, platforms, ad_formats, objectives, defaults, position)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [key, name, type, channel, platforms, formats, objectives, JSON.stringify(defaults), i + 1],
    );
  }
  // One client-specific report, to show that specifications can differ per client.
  await ctx.db
    .query(`INSERT INTO report_specifications (client_id, key, name, report_type, channel_type, platforms, ad_formats, objectives, defaults, position)
    VALUES (3, 'franchise-rollup', 'Franchise Roll-up', 'CUSTOM', 'CROSS_CHANNEL', '{XANDR,TRADE_DESK,META,GOOGLE_ADS}', '{}', '{Conversions,Clicks}',
    '{"dateRange":"Last 30 days","metric":"Conversions","groupBy":["region"]}', 20)`);

  const reports: unknown[][] = [];
  for (const a of ctx.advertisers) {
    reports.push([
      a.id,
      'Weekly Performance',
      'Impressions, clicks and spend by week and platform',
      '{week,platform,impressions,clicks,spend}',
    ]);
    reports.push([
      a.id,
      'Conversions by Region',
      'Conversions and site activities by region',
      '{region,conversions,siteActivities,spend}',
    ]);
  }
  for (const [advertiserId, name, description, columns] of reports) {
    await ctx.db.query(
      'INSERT INTO builder_reports (advertiser_id, name, description, column_names) VALUES ($1, $2, $3, $4::text[])',
      [advertiserId, name, description, columns],
    );
  }
  await ctx.db.query(`
    INSERT INTO report_schedules (advertiser_id, builder_report_id, name, frequency, recipients, format, created_by)
    SELECT b.advertiser_id, b.id, b.name || ' - ' || f.frequency, f.frequency,
      ARRAY['marketing@' || regexp_replace(a.website, '^https?://(www\\.)?', '')], f.format, NULL
    FROM builder_reports b JOIN advertisers a ON a.id = b.advertiser_id
    CROSS JOIN (VALUES ('WEEKLY', 'PDF'), ('MONTHLY', 'CSV')) AS f(frequency, format)
    WHERE (b.id + length(f.frequency)) % 3 <> 0`);
  await ctx.db.query(
    `
    INSERT INTO report_schedule_runs (schedule_id, ran_at, status, message)
    SELECT s.id, $1::date - CASE s.frequency WHEN 'WEEKLY' THEN 7 ELSE 30 END * k + time '06:00', 
      CASE WHEN (s.id + k) % 11 = 0 THEN 'FAILED' ELSE 'SUCCESS' END,
      CASE WHEN (s.id + k) % 11 = 0 THEN 'Mail server rejected one recipient' ELSE 'Delivered to ' || array_length(s.recipients, 1) || ' recipient(s)' END
    FROM report_schedules s CROSS JOIN generate_series(1, 6) AS k`,
    [ctx.today],
  );

  await bulkInsert(
    ctx.db,
    'feature_flags',
    [
      ['name', 'text'],
      ['audience', 'text'],
    ],
    [
      ['SHOW_RICH_MEDIA_REVIEW_TABLE', 'none'],
      ['SHOW_RICH_MEDIA_REVIEW_TABLE_ADMIN', 'internal'],
      ['forceShowNativeDashboards', 'none'],
      ['campaignReportingAIDataExport', 'none'],
    ],
  );
}
