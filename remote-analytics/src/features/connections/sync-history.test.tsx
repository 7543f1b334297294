import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { connection, CONNECTIONS, WORKSPACE } from '../../testing/analytics-fixtures';
import { analyticsHubPerTest } from '../../testing/analytics-hub';
import { renderRoute } from '../../testing/render-route';
import type { ConnectorMapping } from './get-mappings';
import type { ConnectorSync } from './get-syncs';

const PAGE = '/clients/1/reporting-suite/5/data-connections';
const DSP = '/workspaces/12/connections/conn-12-dsp';
const hub = analyticsHubPerTest();

const sync = (fields: Partial<ConnectorSync>): ConnectorSync => ({
  id: 7,
  status: 'done',
  from: '2026-11-01',
  to: '2026-11-30',
  queuedAt: '2026-11-30T06:00:00Z',
  startedAt: '2026-11-30T06:00:01Z',
  finishedAt: '2026-11-30T06:00:09Z',
  rows: 1840,
  days: 30,
  unmatchedCount: 0,
  unmatched: [],
  attempts: 1,
  error: null,
  importId: 31,
  ...fields,
});

/** An ad group the source reports that no line item carries. */
const SPRING_PROSPECTING = {
  adGroupId: '9001',
  adGroupName: 'Spring prospecting',
  campaignId: '77',
  campaignName: 'Spring',
  rows: 30,
};

const record = (fields: Partial<ConnectorMapping>): ConnectorMapping => ({
  kind: 'customer',
  externalId: '58',
  externalName: 'Trailhead Gear LLC',
  advertiserId: null,
  advertiserName: null,
  lastSeenAt: '2026-11-30T06:00:05Z',
  mappedBy: null,
  means: null,
  ...fields,
});

it('"Sync now" asks the source again, and says the sync started', async () => {
  hub.start({ [DSP]: () => ({ data: { data: CONNECTIONS[0]! } }) });
  renderRoute(PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Sync now: DSP (The Trade Desk, Xandr)' }));
  await waitFor(() => expect(hub.sent('put', DSP)).toHaveLength(1));
  expect(JSON.parse(hub.sent('put', DSP)[0]!.data as string)).toEqual({ sync: true });
  expect(
    await screen.findByText('DSP (The Trade Desk, Xandr): sync started. Its history shows how it went.'),
  ).toBeVisible();
});

it("shows a connection's syncs, the ad groups no line item carries, and maps a customer to this advertiser", async () => {
  hub.start({
    [`${DSP}/syncs`]: () => ({
      data: {
        data: [
          sync({ id: 8, status: 'failed', rows: 0, days: 0, error: 'Google Ads: Quota exceeded' }),
          sync({
            unmatchedCount: 3,
            unmatched: [SPRING_PROSPECTING],
          }),
        ],
      },
    }),
    [`${DSP}/mappings`]: (request) =>
      request.method === 'put'
        ? {
            data: {
              data: [record({ advertiserId: 5, advertiserName: 'Trailhead Gear', mappedBy: 'admin@acme.test' })],
            },
          }
        : {
            data: {
              data: [
                record({}),
                record({
                  externalId: '61',
                  externalName: 'Summit Co',
                  advertiserId: 9,
                  advertiserName: 'Summit Coffee',
                }),
              ],
            },
          },
  });
  renderRoute(PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Sync history of DSP (The Trade Desk, Xandr)' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Sync history of DSP (The Trade Desk, Xandr)' }));
  const failed = await dialog.findByRole('row', { name: /Failed/ });
  expect(within(failed).getByText('Google Ads: Quota exceeded')).toBeInTheDocument();
  expect(dialog.getByRole('row', { name: /11\/01\/2026 to 11\/30\/2026 Done .*1,840/ })).toBeInTheDocument();

  const notPlaced = within(dialog.getByRole('region', { name: 'Ad groups no line item carries' }));
  expect(notPlaced.getByText('Spring prospecting (9001)')).toBeInTheDocument();
  expect(notPlaced.getByText(/The first 1 of 3 are listed/)).toBeInTheDocument();

  const records = within(await dialog.findByRole('region', { name: 'Records of DSP (The Trade Desk, Xandr)' }));
  expect(records.getByText(/1 waiting for a person to map/)).toBeInTheDocument();
  expect(records.getByText('Mapped to Summit Coffee')).toBeInTheDocument();
  expect(records.getByRole('switch', { name: 'Summit Co stands for Trailhead Gear' })).toBeDisabled();
  fireEvent.click(records.getByRole('switch', { name: 'Trailhead Gear LLC stands for Trailhead Gear' }));
  await waitFor(() => expect(hub.sent('put', `${DSP}/mappings`)).toHaveLength(1));
  expect(JSON.parse(hub.sent('put', `${DSP}/mappings`)[0]!.data as string)).toEqual({
    kind: 'customer',
    externalId: '58',
    advertiserId: 5,
  });
});

it('shows a read-only role the history, and nothing to sync or map', async () => {
  hub.start({
    '/workspaces': () => ({ data: { data: { ...WORKSPACE, canChange: false } } }),
    [`${DSP}/syncs`]: () => ({ data: { data: [sync({})] } }),
    [`${DSP}/mappings`]: () => ({ data: { data: [record({})] } }),
  });
  renderRoute(PAGE);
  expect(await screen.findByRole('button', { name: 'Sync history of DSP (The Trade Desk, Xandr)' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /^Sync now/ })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Sync history of DSP (The Trade Desk, Xandr)' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(await dialog.findByRole('switch', { name: 'Trailhead Gear LLC stands for Trailhead Gear' })).toBeDisabled();
});

it('places an ad group no line item carries on the line item a person chooses', async () => {
  let placed = false;
  const choice = (id: number, name: string, platformLineItemId: string | null) => ({
    id,
    name,
    campaignId: 40,
    campaignName: 'Spring',
    platform: 'GOOGLE_ADS',
    platformLineItemId,
  });
  hub.start({
    [`${DSP}/syncs`]: () => ({
      data: {
        data: [
          sync({
            unmatchedCount: 1,
            unmatched: [SPRING_PROSPECTING],
          }),
        ],
      },
    }),
    [`${DSP}/mappings`]: (request) => {
      if (request.method === 'put') placed = true;
      return { data: { data: [] } };
    },
    [`${DSP}/line-items`]: () => ({
      data: {
        data: [
          choice(301, 'Search – brand', placed ? '9001' : null),
          choice(302, 'Search – generic', null),
          choice(303, 'Display', '8800'),
        ],
      },
    }),
  });
  renderRoute(PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Sync history of DSP (The Trade Desk, Xandr)' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Sync history of DSP (The Trade Desk, Xandr)' }));
  const notPlaced = within(await dialog.findByRole('region', { name: 'Ad groups no line item carries' }));
  const select = notPlaced.getByRole('combobox', { name: 'Line item for Spring prospecting' });
  fireEvent.mouseDown(select);
  // A line item that carries another ad group already is not offered.
  expect(screen.queryByTitle('Spring › Display')).not.toBeInTheDocument();
  fireEvent.click(await screen.findByTitle('Spring › Search – brand'));
  await waitFor(() => expect(hub.sent('put', `${DSP}/mappings`)).toHaveLength(1));
  expect(JSON.parse(hub.sent('put', `${DSP}/mappings`)[0]!.data as string)).toEqual({
    kind: 'adGroup',
    externalId: '9001',
    lineItemId: 301,
  });
  expect(await screen.findByText('Spring prospecting is placed: the next sync writes its delivery.')).toBeVisible();
  expect(await notPlaced.findByText('Next sync places it')).toBeInTheDocument();
});

it("lists what a Salesforce sync could not write, and maps the organisation's own stage to the one it means", async () => {
  const SF = '/workspaces/12/connections/conn-12-salesforce';
  const salesforce = connection({
    id: 9,
    connectionId: 'conn-12-salesforce',
    sourceType: 'SALESFORCE',
    sourceName: 'Salesforce',
    name: 'Salesforce',
    authType: 'oauth',
    manualConnectionId: null,
  });
  hub.start({
    '/workspaces/12/connections': () => ({ data: { data: [salesforce] } }),
    [`${SF}/syncs`]: () => ({
      data: {
        data: [
          sync({
            unmatchedCount: 1,
            unmatched: [
              {
                adGroupId: 'stage:Legal Review',
                adGroupName: 'Stage Legal Review: no status in Beacon',
                campaignId: '0061',
                campaignName: 'Trailhead – spring',
                rows: 2,
              },
            ],
          }),
        ],
      },
    }),
    [`${SF}/mappings`]: () => ({
      data: { data: [record({ kind: 'stage', externalId: 'Legal Review', externalName: 'Legal Review' })] },
    }),
  });
  renderRoute(PAGE);
  fireEvent.click(await screen.findByRole('button', { name: 'Sync history of Salesforce' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Sync history of Salesforce' }));
  const waiting = within(await dialog.findByRole('region', { name: 'Not written yet' }));
  expect(waiting.getByText('Stage Legal Review: no status in Beacon')).toBeInTheDocument();
  expect(waiting.queryByRole('combobox')).not.toBeInTheDocument();
  expect(dialog.queryByRole('region', { name: 'Ad groups no line item carries' })).not.toBeInTheDocument();

  const records = within(await dialog.findByRole('region', { name: 'Records of Salesforce' }));
  expect(records.getByText('Stage Legal Review')).toBeInTheDocument();
  fireEvent.mouseDown(records.getByRole('combobox', { name: 'What stage Legal Review means' }));
  fireEvent.click(await screen.findByTitle('Means Awaiting IO'));
  await waitFor(() => expect(hub.sent('put', `${SF}/mappings`)).toHaveLength(1));
  expect(JSON.parse(hub.sent('put', `${SF}/mappings`)[0]!.data as string)).toEqual({
    kind: 'stage',
    externalId: 'Legal Review',
    means: 'Awaiting IO',
  });
});
