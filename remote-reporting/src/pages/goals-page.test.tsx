import { setSignedIn } from '@beacon/shared/session';
import { aUser, CATALOGUE_SNAPSHOT, fakeHubPerTest } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import type { Goal, Scorecard } from '../features/goals/goals-api';
import { CAMPAIGN_LIST, ME } from '../testing/reporting-fixtures';
import { pressCreate, startNew } from '../testing/create-steps';
import { choose } from '../testing/select';

const goal = (over: Partial<Goal>): Goal => ({
  id: 1,
  name: 'Spend this month',
  metric: 'spend',
  scope: { campaignId: 11 },
  target: 10000,
  direction: 'atLeast',
  range: 'Last 30 days',
  createdBy: 'Alex Morgan',
  createdAt: '2026-04-01T08:00:00Z',
  updatedAt: '2026-04-01T08:00:00Z',
  ...over,
});
const SCORECARD: Scorecard = {
  goals: [
    { goal: goal({}), value: 12500, standing: 'met', gap: 2500, ofTarget: 1.25, over: null },
    {
      goal: goal({ id: 2, name: 'Pacing on plan', metric: 'pacing', target: 0.95 }),
      value: 0.8,
      standing: 'missed',
      gap: -0.15,
      ofTarget: 0.842,
      over: null,
    },
  ],
  met: 1,
  missed: 1,
  noData: 0,
};
const hub = fakeHubPerTest({
  '/catalogue': () => ({ data: { data: CATALOGUE_SNAPSHOT } }),
  '/clients/1/campaign-reports/campaigns': () => ({ data: { data: CAMPAIGN_LIST } }),
  '/clients/1/goals/scorecard': () => ({ data: { data: SCORECARD } }),
  '/clients/1/goals': () => ({ status: 201, data: { data: goal({ id: 3, name: 'CTR floor' }) } }),
  '/clients/1/goals/1': (request) =>
    request.method === 'delete' ? { status: 204 } : { data: { data: goal({ name: 'Spend, changed' }) } },
});
const signIn = (role: 'Admin' | 'REPORTING_ONLY') => {
  setSignedIn(aUser({ role }));
  hub.start({ '/users/me': () => ({ data: { data: ME(role, [1, 2]) } }) });
};

it('shows each goal met or missed in words, with the figure now against its target and how far', async () => {
  signIn('Admin');
  renderRoute('/clients/1/reporting-suite/all/goals');
  const met = await screen.findByRole('row', { name: /Spend this month/ });
  expect(met).toHaveTextContent('Spend of Trailhead Spring 2026');
  expect(met).toHaveTextContent('at least $10,000, Last 30 days');
  expect(met).toHaveTextContent('$12,500');
  expect(within(met).getByText('Met')).toBeInTheDocument();
  expect(met).toHaveTextContent('$2,500 above the target (125.00% of it)');
  const missed = screen.getByRole('row', { name: /Pacing on plan/ });
  expect(missed).toHaveTextContent('at least 95.00%');
  expect(within(missed).getByText('Missed')).toBeInTheDocument();
  expect(missed).toHaveTextContent('15.00% below the target');
  expect(within(screen.getByRole('group', { name: 'Scorecard' })).getAllByText('goals')).toHaveLength(3);
});

/** Opens New goal, names it, and sets the figure it watches and its target: the open dialog. */
async function newGoal(name: string, figure: string, target: string) {
  const dialog = await startNew('goal', name);
  fireEvent.mouseDown(within(dialog).getByLabelText('Figure'));
  fireEvent.click(await screen.findByTitle(figure));
  fireEvent.change(within(dialog).getByLabelText('Target'), { target: { value: target } });
  return dialog;
}

it('creates a goal on a rate typed as a percentage, sent as the ratio the API takes', async () => {
  signIn('Admin');
  renderRoute('/clients/1/reporting-suite/all/goals');
  const dialog = await newGoal('CTR floor', 'CTR', '0.3');
  expect(await pressCreate(dialog, 'goal', () => hub.requests)).toEqual({
    name: 'CTR floor',
    metric: 'ctr',
    scope: {},
    target: 0.003,
    direction: 'atLeast',
    range: 'Last 30 days',
  });
  expect(await screen.findByText('Goal CTR floor created.')).toBeInTheDocument();
});

it("sets a goal on a whole advertiser's pacing, and asks for a campaign or an advertiser before pacing", async () => {
  signIn('Admin');
  renderRoute('/clients/1/reporting-suite/all/goals');
  const dialog = await newGoal('Summit on plan', 'Pacing', '95');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create goal' }));
  expect(await within(dialog).findByText('Pacing is measured on a campaign or an advertiser.')).toBeInTheDocument();
  await choose('Campaign or advertiser', 'Summit Coffee');
  expect(await pressCreate(dialog, 'goal', () => hub.requests)).toEqual({
    name: 'Summit on plan',
    metric: 'pacing',
    scope: { advertiserId: 2 },
    target: 0.95,
    direction: 'atLeast',
    range: 'Last 30 days',
  });
});

it('changes a goal in its dialog, filled with what it holds, and deletes one after asking', async () => {
  signIn('Admin');
  renderRoute('/clients/1/reporting-suite/all/goals');
  fireEvent.click(await screen.findByRole('button', { name: 'Change Spend this month' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the goal Spend this month' });
  expect(within(dialog).getByLabelText('Target')).toHaveValue('10000');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Spend, changed' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save goal' }));
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'put')).toBe(true));
  expect(JSON.parse(String(hub.requests.find((r) => r.method === 'put')!.data))).toMatchObject({
    name: 'Spend, changed',
    scope: { campaignId: 11 },
    target: 10000,
  });
  expect(await screen.findByText('Goal Spend, changed is saved.')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Delete Spend this month' }));
  const confirm = await screen.findByRole('dialog', { name: /Delete the goal Spend this month/ });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'delete')).toBe(true));
});

it('shows a reporting-only user the scorecard without the means to change it', async () => {
  signIn('REPORTING_ONLY');
  renderRoute('/clients/1/reporting-suite/all/goals');
  expect(await screen.findByRole('row', { name: /Spend this month/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /New goal/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Change Spend this month' })).not.toBeInTheDocument();
});
