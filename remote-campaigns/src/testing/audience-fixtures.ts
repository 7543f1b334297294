import type {
  Audience,
  AudienceReport,
  CountPoint,
  QueryResult,
  TaxonomyNode,
} from '../features/audiences/audience-types';

export const AUDIENCES: Audience[] = [
  {
    id: 31,
    name: 'Cart Abandoners',
    segmentType: 'RETARGETING',
    description: 'Cart Abandoners for Trailhead Gear',
    advertiserId: 1,
    counts: { deviceCount: 125000, householdCount: 52500, asOf: '2026-05-10' },
  },
  {
    id: 32,
    name: 'CRM Loyalty Members',
    segmentType: 'FIRST_PARTY',
    description: 'CRM Loyalty Members for Trailhead Gear',
    advertiserId: 1,
    counts: { deviceCount: 48000, householdCount: 20160, asOf: '2026-05-10' },
  },
];

export const HISTORY: CountPoint[] = [
  { day: '2026-05-09', deviceCount: 120000, householdCount: 50400 },
  { day: '2026-05-10', deviceCount: 125000, householdCount: 52500 },
];

export const TAXONOMY: TaxonomyNode[] = [
  {
    key: 'type:FIRST_PARTY',
    title: 'First Party',
    audienceId: null,
    deviceCount: 48000,
    children: [{ key: 'audience:32', title: 'CRM Loyalty Members', audienceId: 32, deviceCount: 48000 }],
  },
  {
    key: 'type:RETARGETING',
    title: 'Retargeting',
    audienceId: null,
    deviceCount: 125000,
    children: [{ key: 'audience:31', title: 'Cart Abandoners', audienceId: 31, deviceCount: 125000 }],
  },
];

export const queryResult = (name: string, labels: string[]): QueryResult => ({
  name,
  data: labels.map((label, i) => ({ label, value: 40 - i * 10, index: 120 - i * 20, share: 40 - i * 10 })),
});

/** An audience's reports as the server lists them: composition first, then web insights, each in its order. */
export const REPORTS: AudienceReport[] = [
  { id: 1, name: 'Age', queryName: 'AGE', page: 'audience-composition' },
  { id: 2, name: 'Gender', queryName: 'GENDER', page: 'audience-composition' },
  { id: 3, name: 'Income', queryName: 'INCOME', page: 'audience-composition' },
  { id: 4, name: 'Top domains', queryName: 'WEB_INSIGHTS', page: 'web-insights' },
  { id: 5, name: 'Top categories', queryName: 'INTERESTS', page: 'web-insights' },
];
