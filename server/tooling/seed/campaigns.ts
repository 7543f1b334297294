import { bulkInsert } from './bulk';
import type { SeedContext } from './context';
import { BLOCKER_REASONS, CAMPAIGN_THEMES, CHANNELS, platformLineItemId } from './names';
import { addDays, Random } from './random';

const STATUSES = [
  ['Live', 24],
  ['Completed', 30],
  ['Paused', 5],
  ['Blocked', 4],
  ['Pending', 6],
  ['Draft', 7],
  ['Deal', 5],
  ['Cancelled', 5],
  ['Closed Won', 7],
  ['Proposal', 7],
] as const;
const RATE_TYPES = [
  ['CPM', 60],
  ['FLAT_RATE', 15],
  ['COST_PLUS', 15],
  ['ADDED_VALUE', 10],
] as const;
const OBJECTIVES = ['Conversions', 'Revenue', 'Clicks', 'Completion Rate', 'Viewability', 'Engagements'];
const SEASONS: Record<string, number[]> = {
  'Spring Launch': [2, 3, 4, 5],
  'Summer Sale': [5, 6, 7, 8],
  'Back to School': [7, 8, 9],
  'Holiday Push': [10, 11, 12],
  'New Year Promo': [12, 1],
  'Fall Clearance': [9, 10, 11],
  'Memorial Day': [4, 5],
  'Black Friday': [10, 11],
};
const EVERGREEN = CAMPAIGN_THEMES.filter((t) => !SEASONS[t]);
/** Statuses whose campaigns have started and so have dates, line items delivering and invoices. */
export const STARTED = ['Live', 'Completed', 'Paused', 'Blocked', 'Cancelled'];

/** Campaigns with their line items by platform and ad format. */
export async function seedCampaigns(ctx: SeedContext): Promise<void> {
  const { rng, today } = ctx;
  let rows: unknown[][] = [];
  let lineItems: unknown[][] = [];
  let lineItemId = 0;
  ctx.campaigns = [];
  for (const advertiser of ctx.advertisers) {
    // Written a few thousand at a time, so that memory holds no more whatever the scale.
    if (rows.length >= 1000) {
      await writeCampaigns(ctx, rows, lineItems);
      [rows, lineItems] = [[], []];
    }
    const count = 7 + (advertiser.id % 2);
    for (let k = 0; k < count; k++) {
      const id = ctx.campaigns.length + rows.length + 1;
      const status = rng.weighted(STATUSES);
      let theme = rng.pick(CAMPAIGN_THEMES);
      const budget = rng.int(10, 500) * 500;
      const rateType = rng.weighted(RATE_TYPES);
      const rate = rateType === 'CPM' ? rng.int(450, 2800) / 100 : rateType === 'ADDED_VALUE' ? 0 : rng.int(10, 25);
      let start: string | null = null;
      let end: string | null = null;
      let estStart: string | null = null;
      let estEnd: string | null = null;
      if (status === 'Completed' || status === 'Cancelled') {
        end = addDays(today, -rng.int(3, 300));
        start = addDays(end, -rng.int(20, 60));
      } else if (STARTED.includes(status)) {
        start = addDays(today, -rng.int(7, 60));
        end = addDays(today, rng.int(5, 90));
      } else {
        estStart = addDays(today, rng.int(5, 75));
        estEnd = addDays(estStart, rng.int(30, 90));
      }
      const first = start ?? estStart ?? today;
      const year = first.slice(0, 4);
      // A seasonal theme only when the flight starts in its season (no Black Friday in March). The evergreen one
      // instead is drawn from the campaign's id, not from `rng`: a draw made only on some days would shift every
      // later draw, and the seed of one day would differ from the next's in more than its names and dates.
      const season = SEASONS[theme];
      if (season && !season.includes(Number(first.slice(5, 7)))) theme = new Random(id).pick(EVERGREEN);
      rows.push([
        id,
        advertiser.clientId,
        advertiser.id,
        `${advertiser.name} ${theme} ${year}`,
        status,
        status === 'Blocked' ? rng.pick(BLOCKER_REASONS) : null,
        rng.pick(OBJECTIVES),
        start,
        end,
        estStart,
        estEnd,
        budget,
        rateType,
        rate,
        rateType === 'ADDED_VALUE' ? rng.int(50, 900) * 1000 : 0,
      ]);
      const channels = new Set<number>();
      const lineCount = rng.int(1, 4);
      while (channels.size < lineCount) channels.add(rng.int(0, CHANNELS.length - 1));
      for (const c of channels) {
        const [platform, format] = CHANNELS[c]!;
        lineItemId += 1;
        lineItems.push([
          lineItemId,
          id,
          `${format.replace('_', ' ')} - ${theme}`,
          platform,
          format,
          Math.round((budget / lineCount) * 100) / 100,
          platform === 'XANDR' ? `${advertiser.name} Conversion Pixel` : null,
          platformLineItemId(platform, lineItemId),
        ]);
      }
    }
  }
  await writeCampaigns(ctx, rows, lineItems);
}

/** Writes campaigns and their line items, and notes the campaigns for the steps that follow. */
async function writeCampaigns(ctx: SeedContext, rows: unknown[][], lineItems: unknown[][]): Promise<void> {
  await bulkInsert(
    ctx.db,
    'campaigns',
    [
      ['id', 'int'],
      ['client_id', 'int'],
      ['advertiser_id', 'int'],
      ['name', 'text'],
      ['status', 'text'],
      ['blocker_reason', 'text'],
      ['objective', 'text'],
      ['start_date', 'date'],
      ['end_date', 'date'],
      ['est_start_date', 'date'],
      ['est_end_date', 'date'],
      ['total_budget', 'numeric'],
      ['rate_type', 'text'],
      ['rate', 'numeric'],
      ['added_value_impressions', 'bigint'],
    ],
    rows,
  );
  await bulkInsert(
    ctx.db,
    'line_items',
    [
      ['id', 'int'],
      ['campaign_id', 'int'],
      ['name', 'text'],
      ['platform', 'text'],
      ['ad_format', 'text'],
      ['budget', 'numeric'],
      ['pixel_name', 'text'],
      ['platform_line_item_id', 'text'],
    ],
    lineItems,
  );
  for (const r of rows) {
    const [id, clientId, advertiserId, name, status] = r as [number, number, number, string, string];
    ctx.campaigns.push({ id, clientId, advertiserId, status, name });
  }
}

const RFP_STATUSES = [
  'PROSPECT',
  'PROPOSAL_SENT',
  'AWAITING_IO',
  'PENDING_APPROVAL',
  'RECEIVED_VERBAL_CONFIRMATION',
  'CLOSED',
];

/** Request-for-proposal forms, the proven process of each campaign, its updates and the custom report links. */
export async function seedCampaignWork(ctx: SeedContext): Promise<void> {
  const { rng } = ctx;
  const rfps = ctx.advertisers.flatMap((a, i) =>
    i % 3 === 2
      ? []
      : [
          [
            a.clientId,
            a.id,
            `${a.name} ${rng.pick(CAMPAIGN_THEMES)} RFP`,
            RFP_STATUSES[(a.id + i) % RFP_STATUSES.length],
            rng.int(20, 300) * 500,
          ],
        ],
  );
  await bulkInsert(
    ctx.db,
    'rfp_forms',
    [
      ['client_id', 'int'],
      ['advertiser_id', 'int'],
      ['campaign_name', 'text'],
      ['status', 'text'],
      ['budget', 'numeric'],
    ],
    rfps,
  );

  // Steps are complete up to a point that depends on how far the campaign has gone.
  await ctx.db.query(
    `
    INSERT INTO proven_process_steps (campaign_id, position, name, status, owner, completed_at)
    SELECT c.id, s.position, s.name,
      CASE WHEN s.position <= reached.n THEN 'COMPLETE' WHEN s.position = reached.n + 1 THEN 'IN_PROGRESS' ELSE 'NOT_STARTED' END,
      s.owner,
      -- Done steps are dated before the start, and never after today for campaigns that have not started yet.
      CASE WHEN s.position <= reached.n THEN (LEAST(COALESCE(c.start_date, c.est_start_date) - (8 - s.position) * 3, $1::date - (8 - s.position)))::timestamptz END
    FROM campaigns c
    CROSS JOIN (VALUES (1, 'Kickoff Call', 'Account Manager'), (2, 'Audience Strategy', 'Media Analyst'), (3, 'Creative Review', 'Campaign Manager'),
      (4, 'Trafficking & QA', 'Ad Operations Specialist'), (5, 'Launch', 'Campaign Manager'), (6, 'Mid-Flight Optimization', 'Media Analyst'),
      (7, 'Wrap Report', 'Account Manager')) AS s(position, name, owner)
    CROSS JOIN LATERAL (SELECT CASE c.status WHEN 'Completed' THEN 7 WHEN 'Live' THEN 5 WHEN 'Paused' THEN 5 WHEN 'Blocked' THEN 3
      WHEN 'Pending' THEN 4 WHEN 'Draft' THEN 2 WHEN 'Cancelled' THEN 2 ELSE 1 END AS n) AS reached
    WHERE c.status NOT IN ('Proposal', 'Closed Won')`,
    [ctx.today],
  );

  await ctx.db.query(
    `
    INSERT INTO campaign_updates (campaign_id, author, body, created_at)
    SELECT c.id, u.author, u.body, (c.start_date + u.offset_days + (c.id % 5))::timestamptz + interval '14 hours'
    FROM campaigns c
    CROSS JOIN (VALUES (0, 'Campaign Manager', 'Campaign launched on all line items; pacing checks are scheduled daily.'),
      (6, 'Media Analyst', 'First week: click-through rate above benchmark. Shifting 10% of budget toward the best performing placements.'),
      (20, 'Account Manager', 'Mid-flight review held with the client; creative refresh approved for the next flight.')) AS u(offset_days, author, body)
    WHERE c.start_date IS NOT NULL AND c.start_date + u.offset_days <= LEAST(c.end_date, $1::date)`,
    [ctx.today],
  );

  const reports: unknown[][] = [];
  for (const client of ctx.clients) {
    reports.push([
      client.id,
      null,
      null,
      'Quarterly Business Review',
      'https://lookerstudio.google.com/reporting/qbr-' + client.id,
      'All advertisers, quarter to date',
      'CLIENT_DASHBOARD',
    ]);
  }
  for (const a of ctx.advertisers) {
    reports.push([
      a.clientId,
      a.id,
      null,
      `${a.name} Brand Lift Study`,
      `https://lookerstudio.google.com/reporting/brand-lift-${a.id}`,
      'Survey-based lift in awareness and consideration',
      'ADVERTISER_OVERVIEW',
    ]);
  }
  for (const c of ctx.campaigns.filter((c) => c.status === 'Live').slice(0, 40 * ctx.scale)) {
    reports.push([
      c.clientId,
      c.advertiserId,
      c.id,
      'Foot Traffic Attribution',
      `https://lookerstudio.google.com/reporting/foot-traffic-${c.id}`,
      'Store visits attributed to exposure',
      'ADVERTISER_DASHBOARD',
    ]);
  }
  await bulkInsert(
    ctx.db,
    'custom_reports',
    [
      ['client_id', 'int'],
      ['advertiser_id', 'int'],
      ['campaign_id', 'int'],
      ['name', 'text'],
      ['url', 'text'],
      ['description', 'text'],
      ['destination', 'text'],
    ],
    reports,
  );
}
