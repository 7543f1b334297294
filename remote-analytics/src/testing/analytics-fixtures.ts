import { anAnalyticsDashboard, fakeRoutes } from '@beacon/shared/testing';
import type { Advertiser } from '@beacon/shared/access';
import type { Connection } from '../features/connections/get-connections';
import type { ManualConnection } from '../features/connections/get-manual-connections';
import type { SourceTypeInfo } from '../features/connections/get-tenant';
import type { Dashboard } from '../features/dashboards/get-dashboards';
import type { DataSource } from '../features/dashboards/get-data-sources';
import type { Workspace } from '../features/workspace/ensure-workspace';

export const ADVERTISER: Advertiser = {
  id: 5,
  name: 'Trailhead Gear',
  website: 'https://trailhead.test',
  advertiserGroupId: null,
  countsForCurrentClient: { countOfCampaignsActive: 3, countOfCampaignsClosedWon: 1 },
};

export const WORKSPACE: Workspace = {
  id: 12,
  alternateId: 'advertiser:5',
  name: 'Trailhead Gear Workspace',
  description: null,
  clientId: 1,
  clientName: 'Acme Outdoor',
  advertiserId: 5,
  advertiserName: 'Trailhead Gear',
  connectionCount: 2,
  dashboardCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  canChange: true,
};

export const connection = (fields: Partial<Connection>): Connection => ({
  id: 1,
  connectionId: 'conn-12-dsp',
  workspaceId: 12,
  sourceType: 'DSP',
  sourceName: 'DSP (The Trade Desk, Xandr)',
  name: 'DSP (The Trade Desk, Xandr)',
  authType: 'manual',
  status: 'connected',
  accountId: 'acct-12-dsp',
  accountName: 'DSP (The Trade Desk, Xandr)',
  manualConnectionId: 1,
  hasTokens: false,
  tokenExpiresAt: null,
  lastSyncAt: '2026-11-21T06:00:00Z',
  lastError: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...fields,
});

export const CONNECTIONS: Connection[] = [
  connection({}),
  connection({
    id: 2,
    connectionId: 'conn-12-google-ads-oauth',
    sourceType: 'GOOGLE_ADS',
    sourceName: 'Google Ads',
    name: 'Google Ads (previous sign-in)',
    authType: 'oauth',
    status: 'expired',
    accountId: null,
    accountName: null,
    manualConnectionId: null,
    lastSyncAt: null,
    lastError: 'Sign in again to keep this source up to date',
  }),
];

export const MANUAL: ManualConnection[] = [
  {
    id: 1,
    workspaceId: 12,
    sourceType: 'DSP',
    sourceName: 'DSP (The Trade Desk, Xandr)',
    name: 'DSP (The Trade Desk, Xandr)',
    accountId: 'acct-12-dsp',
    settings: {},
    linkedConnectionId: 'conn-12-dsp',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 2,
    workspaceId: 12,
    sourceType: 'CSV_UPLOAD',
    sourceName: 'Offline data (CSV)',
    name: 'Offline sales',
    accountId: 'offline-12',
    settings: {},
    linkedConnectionId: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
];

export const DASHBOARDS: Dashboard[] = [
  anAnalyticsDashboard({
    definition: {
      widgets: [
        { title: 'Totals', type: 'kpi', metrics: ['spend', 'impressions', 'clicks', 'conversions'], dimensions: [] },
        { title: 'All sources: spend by day', type: 'line', metrics: ['spend'], dimensions: ['day'] },
        { title: 'Clicks and CTR by week', type: 'table', metrics: ['clicks', 'ctr'], dimensions: ['week'] },
      ],
    },
  }),
];

export const DATA_SOURCES: DataSource[] = [
  {
    tag: 'all',
    name: 'All connected sources',
    sourceTypes: ['DSP'],
    connectionIds: ['conn-12-dsp'],
    dimensions: ['day'],
    metrics: ['spend'],
    firstDay: '2025-11-21',
    lastDay: '2026-11-20',
    rowCount: 1460,
  },
];

export const SOURCE_TYPES: SourceTypeInfo[] = [
  { sourceType: 'META_ADS', name: 'Meta Ads', oauth: true, apiToken: false, platforms: ['META'] },
  { sourceType: 'GOOGLE_ADS', name: 'Google Ads', oauth: true, apiToken: false, platforms: ['GOOGLE_ADS'] },
  {
    sourceType: 'DSP',
    name: 'DSP (The Trade Desk, Xandr)',
    oauth: true,
    apiToken: false,
    platforms: ['TRADE_DESK', 'XANDR'],
  },
  { sourceType: 'THE_TRADE_DESK', name: 'The Trade Desk', oauth: false, apiToken: true, platforms: ['TRADE_DESK'] },
  { sourceType: 'DOOH', name: 'Digital Out of Home (Adomni)', oauth: false, apiToken: false, platforms: ['ADOMNI'] },
  { sourceType: 'CSV_UPLOAD', name: 'Offline data (CSV)', oauth: false, apiToken: false, platforms: [] },
  { sourceType: 'SALESFORCE', name: 'Salesforce', oauth: true, apiToken: false, platforms: [] },
];

/** `GET /tenant`: the analytics API's view of the signed-in Acme admin (`aUser()`), who sees every advertiser. */
const TENANT = {
  user: { id: 4, username: 'admin@acme.test', email: 'admin@acme.test', type: 'STANDARD', role: 'Admin' },
  clients: [{ id: 1, name: 'Acme Outdoor' }],
  allClients: false,
  advertiserIds: null,
  impersonatedBy: null,
  termsOfUseAccepted: true,
  sourceTypes: SOURCE_TYPES,
};

const ok =
  <T>(data: T) =>
  () => ({ data: { data } });

/** The hub and analytics answers an advertiser's analytics pages need (both APIs share the one HTTP client). */
export function analyticsRoutes() {
  return fakeRoutes({
    '/clients/1/advertisers/5': ok(ADVERTISER),
    '/workspaces': (request) => ({
      status: 200,
      data: { data: { ...WORKSPACE, alternateId: request.params['alternate-id'] } },
    }),
    '/tenant': ok(TENANT),
    '/workspaces/12/connections': ok(CONNECTIONS),
    '/workspaces/12/manual-connections': ok(MANUAL),
    '/workspaces/12/dashboards': ok(DASHBOARDS),
    '/workspaces/12/data-sources': ok(DATA_SOURCES),
    '/clients/1/imports': ok([]),
  });
}
