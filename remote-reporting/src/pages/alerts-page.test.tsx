import { clearError, setSignedIn } from '@beacon/shared/session';
import { aUser, CATALOGUE_SNAPSHOT, fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { CAMPAIGN_LIST, ME } from '../testing/reporting-fixtures';
import { pressCreate, startNew } from '../testing/create-steps';
import { choose } from '../testing/select';

const rule = {
  id: 7,
  name: 'Spring pacing',
  metric: 'pacing',
  scope: { campaignId: 11 },
  condition: { op: 'below', value: 0.9 },
  range: 'Last 7 days',
  channels: { inbox: true, email: false, webhookUrl: 'https://hooks.slack.com/services/T0/B0/x' },
  holding: true,
  checkedAt: '2026-04-15T08:00:00Z',
  createdAt: '2026-04-01T08:00:00Z',
};
let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());
beforeEach(() => {
  clearError();
  setSignedIn(aUser({ role: 'REPORTING_ONLY' }));
  hub = fakeHub({
    '/users/me': () => ({ data: { data: ME('REPORTING_ONLY', [1, 2]) } }),
    '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
    '/clients/1/campaign-reports/campaigns': () => ({ data: { data: CAMPAIGN_LIST } }),
    '/clients/1/alert-rules': (request) =>
      request.method === 'post'
        ? { status: 201, data: { data: { ...rule, id: 8, name: 'Low CTR', checkedAt: null } } }
        : { data: { data: [rule] } },
    '/clients/1/alert-rules/7/history': () => ({
      data: {
        data: [
          {
            id: 1,
            at: '2026-04-15T08:00:00Z',
            holds: true,
            value: 0.72,
            message: 'Pacing is 72.00%, below 90.00%.',
            webhookResult: '200',
          },
        ],
      },
    }),
  });
});

it('lists my alerts in words, with whether each holds, and shows what one read when it began to hold', async () => {
  renderRoute('/clients/1/reporting-suite/all/alerts');
  const row = await screen.findByRole('row', { name: /Spring pacing/ });
  expect(row).toHaveTextContent('Pacing of Trailhead Spring 2026');
  expect(row).toHaveTextContent('below 90.00%');
  expect(row).toHaveTextContent('Holding');
  fireEvent.click(within(row).getByRole('button', { name: 'History of Spring pacing' }));
  const dialog = await screen.findByRole('dialog', { name: 'History: Spring pacing' });
  expect(await within(dialog).findByText('Pacing is 72.00%, below 90.00%.')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Began to hold');
});

it('creates an alert on a rate typed as a percentage, sent as the ratio the API takes', async () => {
  renderRoute('/clients/1/reporting-suite/all/alerts');
  const dialog = await startNew('alert', 'Low CTR');
  fireEvent.mouseDown(within(dialog).getByLabelText('Watch'));
  fireEvent.click(await screen.findByTitle('CTR'));
  const threshold = within(dialog).getByLabelText('Threshold');
  fireEvent.change(threshold, { target: { value: '0.3' } });
  expect(await pressCreate(dialog, 'alert', () => hub.requests)).toEqual({
    name: 'Low CTR',
    metric: 'ctr',
    scope: {},
    condition: { op: 'below', value: 0.003 },
    range: 'Last 7 days',
    channels: { inbox: true, email: false, webhookUrl: null },
  });
  expect(await screen.findByText('Alert Low CTR created: it is read every few minutes.')).toBeInTheDocument();
});

it('asks for a campaign or an advertiser before watching pacing, and sends nothing until one is chosen', async () => {
  renderRoute('/clients/1/reporting-suite/all/alerts');
  const dialog = await startNew('alert', 'Pacing');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
  expect(await within(dialog).findByText('Pacing is watched on a campaign or an advertiser.')).toBeInTheDocument();
  expect(hub.requests.some((r) => r.method === 'post')).toBe(false);
});

it("watches a whole advertiser's pacing, chosen among the advertisers of the user's campaigns", async () => {
  renderRoute('/clients/1/reporting-suite/all/alerts');
  const dialog = await startNew('alert', 'Summit pacing');
  await choose('Campaign or advertiser', 'Summit Coffee');
  expect(await pressCreate(dialog, 'alert', () => hub.requests)).toEqual({
    name: 'Summit pacing',
    metric: 'pacing',
    scope: { advertiserId: 2 },
    condition: { op: 'below', value: 0.9 },
    range: 'Last 7 days',
    channels: { inbox: true, email: false, webhookUrl: null },
  });
});

it("names an advertiser's rule by the advertiser it watches", async () => {
  hub.restore();
  hub = fakeHub({
    '/users/me': () => ({ data: { data: ME('REPORTING_ONLY', [1, 2]) } }),
    '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
    '/clients/1/campaign-reports/campaigns': () => ({ data: { data: CAMPAIGN_LIST } }),
    '/clients/1/alert-rules': () => ({ data: { data: [{ ...rule, scope: { advertiserId: 2 } }] } }),
  });
  renderRoute('/clients/1/reporting-suite/all/alerts');
  expect(await screen.findByRole('row', { name: /Spring pacing/ })).toHaveTextContent('Pacing of Summit Coffee');
});
