import { bulkInsert } from './bulk';
import type { Database } from '../../src/kernel/db/database';
import type { ClientRange, SeedContext } from './context';
import { noise } from './delivery';

const SEGMENTS = [
  ['Site Visitors - Last 30 Days', 'RETARGETING'],
  ['Cart Abandoners', 'RETARGETING'],
  ['In-Market Shoppers', 'CONTEXTUAL'],
  ['Lookalike - Top Customers', 'LOOKALIKE'],
  ['CRM Loyalty Members', 'FIRST_PARTY'],
  ['Competitor Conquesting', 'BEHAVIORAL'],
] as const;

/** Each audience's reports: the named query, its title, the insight page it shows on, and the rows it returns. */
const INSIGHTS: [query: string, name: string, page: string, labels: string[]][] = [
  ['AGE', 'Age', 'audience-composition', ['18-24', '25-34', '35-44', '45-54', '55-64', '65+']],
  ['GENDER', 'Gender', 'audience-composition', ['Female', 'Male', 'Unknown']],
  ['INCOME', 'Income', 'audience-composition', ['Under $50K', '$50K-$100K', '$100K-$150K', 'Over $150K']],
  [
    'INTERESTS',
    'Top categories',
    'web-insights',
    ['Outdoor Recreation', 'Health & Fitness', 'Home Improvement', 'Travel', 'Personal Finance', 'Food & Dining'],
  ],
  [
    'WEB_INSIGHTS',
    'Top domains',
    'web-insights',
    ['espn.com', 'weather.com', 'allrecipes.com', 'nytimes.com', 'reddit.com', 'zillow.com'],
  ],
];
/** Web insights lists top domains before top categories. */
const POSITION: Record<string, number> = { AGE: 1, GENDER: 2, INCOME: 3, WEB_INSIGHTS: 1, INTERESTS: 2 };

/** Audiences per advertiser and their reports; their daily count history and insights come with each slice of clients. */
export async function seedAudiences(ctx: SeedContext): Promise<void> {
  const rows: unknown[][] = [];
  for (const a of ctx.advertisers) {
    const count = 3 + (a.id % 3);
    for (let k = 0; k < count; k++) {
      const [name, type] = SEGMENTS[(a.id + k) % SEGMENTS.length]!;
      rows.push([a.id, name, type, `${name} for ${a.name}`]);
    }
  }
  await bulkInsert(
    ctx.db,
    'audiences',
    [
      ['advertiser_id', 'int'],
      ['name', 'text'],
      ['segment_type', 'text'],
      ['description', 'text'],
    ],
    rows,
  );

  const queryValues = INSIGHTS.map(([q, name, page]) => `('${q}', '${name}', '${page}', ${POSITION[q]})`).join(', ');
  await ctx.db.query(`
    INSERT INTO audience_reports (audience_id, query_name, name, page, position)
    SELECT a.id, q.query_name, q.name, q.page, q.position FROM audiences a
    CROSS JOIN (VALUES ${queryValues}) AS q(query_name, name, page, position)`);
}

/** The daily count history (six months) and the insights of the audiences of a slice of clients. */
export async function seedAudienceHistory(db: Database, today: string, range: ClientRange): Promise<void> {
  // A gently growing count with daily noise: six months of history per audience.
  await db.query(
    `
    INSERT INTO audience_counts (audience_id, day, device_count, household_count)
    SELECT a.id, d.day::date, v.devices, round(v.devices * 0.42)::int
    FROM audiences a
    JOIN advertisers ad ON ad.id = a.advertiser_id AND ad.client_id BETWEEN $2 AND $3
    CROSS JOIN generate_series(0, 179) AS d_i(i)
    CROSS JOIN LATERAL (SELECT $1::date - 179 + d_i.i AS day) AS d
    CROSS JOIN LATERAL (SELECT round((20000 + (a.id * 7919) % 480000) * (0.7 + d_i.i * 0.002) * (0.95 + 0.1 * ${noise('a.id::bigint * 1009 + d_i.i')}))::int AS devices) AS v`,
    [today, range.first, range.last],
  );

  const labelValues = INSIGHTS.flatMap(([q, , , labels]) =>
    labels.map((l, i) => `('${q}', '${l.replace(/'/g, "''")}', ${i})`),
  ).join(', ');
  await db.query(
    `
    INSERT INTO audience_insights (audience_id, query_name, label, value, index_value)
    SELECT a.id, l.query_name, l.label, round((5 + 40 * ${noise('a.id::bigint * 31 + l.i * 977 + length(l.query_name)')})::numeric, 1)::float8,
      round((60 + 90 * ${noise('a.id::bigint * 17 + l.i * 1931 + length(l.query_name) * 7')})::numeric, 0)::float8
    FROM audiences a JOIN advertisers ad ON ad.id = a.advertiser_id AND ad.client_id BETWEEN $1 AND $2
    CROSS JOIN (VALUES ${labelValues}) AS l(query_name, label, i)`,
    [range.first, range.last],
  );
}
