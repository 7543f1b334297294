import { clearError } from '@beacon/shared/session';
import { fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ErrorGroup } from '../features/releases/get-error-groups';
import type { ReleaseError } from '../features/releases/get-release-errors';
import type { RemoteReleases } from '../features/releases/get-releases';
import { renderRoute } from '../testing/render-route';

/** A replay id as the server makes them (32 hex digits), written out so the replay's fake address is checked. */
const REPLAY_ID = 'cccccccccccccccccccccccccccccccc';
const BILLING: RemoteReleases = {
  name: 'billing',
  title: 'Billing and services',
  active: '1.0.0-aaaaaaa',
  releases: [
    { version: '1.1.0-bbbbbbb', builtAt: '2026-11-24T10:00:00Z' },
    { version: '1.0.0-aaaaaaa', builtAt: '2026-11-23T10:00:00Z' },
  ],
  health: { errors: 1, pageViews: 50, rate: 0.02 },
  unverified: { errors: 0, pageViews: 0 },
  canary: {
    version: '1.1.0-bbbbbbb',
    share: 50,
    steps: [100],
    stepSeconds: 300,
    state: 'aborted',
    startedAt: '2026-11-24T10:05:00Z',
    stepStartedAt: '2026-11-24T10:05:00Z',
    reason: '0.90 errors per page view (9 in 10) against 0.02 errors per page view (1 in 50) for 1.0.0-aaaaaaa',
    health: { errors: 9, pageViews: 10, rate: 0.9 },
    unverified: { errors: 6, pageViews: 1500 },
  },
  history: [
    { version: '1.1.0-bbbbbbb', action: 'canary-abort', from: '1.0.0-aaaaaaa', at: '2026-11-24T10:06:00Z', share: 50 },
    { version: '1.1.0-bbbbbbb', action: 'canary', from: '1.0.0-aaaaaaa', at: '2026-11-24T10:05:00Z', share: 50 },
  ],
};
const ERROR: ReleaseError = {
  id: 7,
  receivedAt: '2026-11-24T10:05:30Z',
  remote: 'billing',
  version: '1.1.0-bbbbbbb',
  route: '/clients/1/billing',
  brand: 'beacon',
  browser: 'Chrome 131',
  userHash: 'f00d',
  type: 'TypeError',
  message: "Cannot read properties of undefined (reading 'total')",
  frames: [
    {
      filename: 'http://localhost/remotes/billing/1.1.0-bbbbbbb/451.js',
      lineno: 1,
      colno: 23,
      source: 'src/features/invoices/invoice-totals.ts',
      sourceLine: 12,
      sourceColumn: 4,
      sourceName: 'total',
    },
  ],
  replayId: REPLAY_ID,
  verified: true,
};
const GROUP: ErrorGroup = {
  fingerprint: 'f1',
  type: 'TypeError',
  message: "Cannot read properties of undefined (reading 'total')",
  count: 9,
  users: 4,
  unverified: 6,
  versions: ['1.1.0-bbbbbbb'],
  firstSeen: '2026-11-24T10:05:10Z',
  lastSeen: '2026-11-24T10:05:30Z',
};
const REPLAY = {
  replayId: REPLAY_ID,
  events: [{ type: 4, data: { href: 'http://localhost/', width: 800, height: 600 }, timestamp: 1 }],
};

let hub: ReturnType<typeof fakeHub>;
let replay: { sampleRate: number; updatedBy: string | null; updatedAt: string | null };
beforeEach(() => {
  clearError();
  replay = { sampleRate: 0.05, updatedBy: null, updatedAt: null };
  hub = fakeHub({
    '/releases': () => ({ data: { data: [BILLING] } }),
    '/releases/deploy-tokens': () => ({ data: { data: [] } }),
    '/releases/billing/errors': () => ({
      data: { data: [ERROR, { ...ERROR, id: 8, replayId: null, verified: false, message: 'forged', frames: [] }] },
    }),
    '/releases/billing/error-groups': () => ({ data: { data: [GROUP] } }),
    [`/releases/replays/${REPLAY_ID}`]: () => ({ data: { data: REPLAY } }),
    '/releases/billing/rollback': () => ({ data: { data: { active: '0.9.0-zzzzzzz' } } }),
    '/releases/billing/promote': () => ({ data: { data: { active: '1.1.0-bbbbbbb' } } }),
    // The server's setting: the environment's default until a PUT sets one.
    '/releases/session-replay': (request) => {
      if (request.method === 'put') {
        const { sampleRate } = JSON.parse(request.data as string) as { sampleRate: number };
        replay = { sampleRate, updatedBy: 'admin@beacon.test', updatedAt: '2026-11-25T00:30:00.000Z' };
      }
      return { data: { data: replay } };
    },
  });
});
afterEach(() => hub.restore());

it('shows each remote in service and in canary with their errors per page view, and why a canary was rolled back', async () => {
  renderRoute('/admin/releases');
  const billing = await screen.findByRole('region', { name: 'Billing and services' });
  expect(
    within(billing).getByText('1.0.0-aaaaaaa · 0.02 errors per page view (1 in 50) in the last 24 hours'),
  ).toBeInTheDocument();
  expect(
    within(billing).getByText(
      '1.1.0-bbbbbbb at 50% · 0.90 errors per page view (9 in 10) · not counted: 6 errors and 1500 page views from unknown browsers',
    ),
  ).toBeInTheDocument();
  expect(within(billing).getByText('rolled back')).toBeInTheDocument();
  fireEvent.click(within(billing).getByRole('button', { name: /History/ }));
  expect(
    await within(billing).findByText(/canary rolled back automatically 1\.1\.0-bbbbbbb at 50%/),
  ).toBeInTheDocument();
});

it('shows the newest errors with their stack traces mapped to the sources', async () => {
  renderRoute('/admin/releases');
  const billing = await screen.findByRole('region', { name: 'Billing and services' });
  fireEvent.click(within(billing).getByRole('button', { name: /Newest errors/ }));
  expect(
    await within(billing).findByText("TypeError: Cannot read properties of undefined (reading 'total')"),
  ).toBeInTheDocument();
  expect(within(billing).getByText('total at src/features/invoices/invoice-totals.ts:12:4')).toBeInTheDocument();
});

it('groups errors by fingerprint, and tells the reports no signed-in user vouches for apart', async () => {
  renderRoute('/admin/releases');
  const billing = await screen.findByRole('region', { name: 'Billing and services' });
  fireEvent.click(within(billing).getByRole('button', { name: /Error groups/ }));
  expect(
    await within(billing).findByText(/9 reports from 4 users, 6 unverified reports · 1\.1\.0-bbbbbbb/),
  ).toBeInTheDocument();
  fireEvent.click(within(billing).getByRole('button', { name: /Newest errors/ }));
  expect(
    await within(billing).findByText(/unverified: from a browser no signed-in user vouches for/),
  ).toBeInTheDocument();
});

it('plays the session replay kept with an error', async () => {
  renderRoute('/admin/releases');
  const billing = await screen.findByRole('region', { name: 'Billing and services' });
  fireEvent.click(within(billing).getByRole('button', { name: /Newest errors/ }));
  fireEvent.click(await within(billing).findByRole('button', { name: 'Watch replay' }));
  const dialog = await screen.findByRole('dialog', { name: 'Session replay' });
  expect(await within(dialog).findByLabelText('Session replay')).toBeInTheDocument();
  expect(hub.requests.some((r) => r.url === `/releases/replays/${REPLAY_ID}`)).toBe(true);
});

it('promotes a release and rolls back from the page', async () => {
  renderRoute('/admin/releases');
  const billing = await screen.findByRole('region', { name: 'Billing and services' });
  fireEvent.click(within(billing).getByRole('button', { name: /Releases/ }));
  fireEvent.click(await within(billing).findByRole('button', { name: 'Promote' }));
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() => expect(hub.requests.some((r) => r.url === '/releases/billing/promote')).toBe(true));
  expect(JSON.parse(hub.requests.find((r) => r.url === '/releases/billing/promote')!.data as string)).toEqual({
    version: '1.1.0-bbbbbbb',
  });
  fireEvent.click(within(billing).getByRole('button', { name: 'Roll back' }));
  const confirm = await screen.findByText('Roll Billing and services back to its previous version?');
  fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(hub.requests.some((r) => r.url === '/releases/billing/rollback')).toBe(true));
});

it('lets a BeaconAdmin turn session replay sampling up, down or off, from the server default', async () => {
  renderRoute('/admin/releases');
  const sampling = await screen.findByRole('radiogroup', { name: 'Session replay sampling' });
  expect(within(sampling).getByRole('radio', { name: '5%' })).toBeChecked();
  expect(screen.getByText("The server's default (BEACON_SESSION_REPLAY_RATE).")).toBeInTheDocument();
  fireEvent.click(within(sampling).getByRole('radio', { name: '25%' }));
  await waitFor(() => expect(within(sampling).getByRole('radio', { name: '25%' })).toBeChecked());
  const put = hub.requests.find((r) => r.url === '/releases/session-replay' && r.method === 'put')!;
  expect(JSON.parse(put.data as string)).toEqual({ sampleRate: 0.25 });
  expect(await screen.findByText(/Set by admin@beacon\.test on/)).toBeInTheDocument();
  fireEvent.click(within(sampling).getByRole('radio', { name: 'Off' }));
  await waitFor(() => expect(within(sampling).getByRole('radio', { name: 'Off' })).toBeChecked());
  expect(replay.sampleRate).toBe(0);
});
