import { useErrorStore } from '@beacon/shared/session';
import { type FakeAnswer, fakeHubPerTest, pagedAnswer } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { bodySent, confirmRowAction, dialog, openRowDialog, pressAndClose } from '../testing/user-steps';
import { changeRole, expectRefused, fillNewPerson, openUsersPage } from '../testing/users-page-steps';
import { conflict, fieldError, serverError } from '../testing/refusals';
import { REPORTS } from '../testing/users-fixtures';

const USER = '/clients/1/users/reports%40acme.test';
const EMAIL = 'reports@acme.test';
const hub = fakeHubPerTest({
  '/clients/1/users': (request) =>
    request.method === 'post'
      ? { status: 201, data: { data: { ...REPORTS, id: 9 } } }
      : pagedAnswer([REPORTS])(request),
  [USER]: (request) => (request.method === 'put' ? { data: { data: REPORTS } } : { data: { data: REPORTS } }),
  [`${USER}/disable`]: () => serverError(503, 'Service Unavailable'),
  [`${USER}/reset-password`]: () => ({ status: 204 }),
  [`${USER}/notification-signature`]: () => ({ data: { data: { email: REPORTS.email, hash: 'h' } } }),
  '/users/me/notification-connection': () => ({
    data: { data: { email: 'admin@acme.test', hash: 'x', apiKey: 'key', serviceUrl: 'https://notify.test' } },
  }),
  '/notification_preferences': (request) => ({
    status: request.baseURL === 'https://notify.test' ? 200 : 500,
    data: {
      notification_preferences: {
        categories: [
          {
            slug: 'billing',
            channels: [
              { slug: 'in_app', enabled: true },
              { slug: 'email', enabled: false },
            ],
          },
        ],
      },
    },
  }),
  '/clients/1/advertisers/summary': pagedAnswer([
    { id: 1, name: 'Summit Gear', website: 'https://summit.test' },
    { id: 2, name: 'Trailhead Co', website: null },
  ]),
  '/clients/1': () => ({
    data: {
      data: {
        id: 1,
        name: 'Acme Outdoor',
        website: 'https://acme.test',
        brand: 'default',
        apps: [],
        advertiserGroups: [{ id: 7, name: 'Outdoor brands', advertiserIds: [], advertisers: [] }],
      },
    },
  }),
});

const listReads = () => hub.requests.filter((r) => r.url === '/clients/1/users' && r.method === 'get').length;

it("lists the client's users, enabled only until 'show disabled' is ticked, searched on the server", async () => {
  hub.start();
  await openUsersPage('/clients/1/user-management', 'Riley Reports');
  expect(screen.getByRole('heading', { name: 'User management' })).toBeInTheDocument();
  expect(hub.requests.at(-1)?.params).toMatchObject({ enabled: true });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Show disabled' }));
  await waitFor(() => expect(hub.requests.at(-1)?.params).not.toHaveProperty('enabled', true));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'riley' } });
  await waitFor(() => expect(hub.requests.at(-1)?.params).toMatchObject({ search: 'riley' }));
});

it('Create assigns advertisers of the client, stays open on field errors, and closes on success', async () => {
  let answer: FakeAnswer<'/clients/1/users'> = fieldError('advertiserIds', 'must be advertisers of this client');
  hub.start({
    '/clients/1/users': (request) => (request.method === 'post' ? answer : pagedAnswer([REPORTS])(request)),
  });
  await openUsersPage('/clients/1/user-management', 'Riley Reports');
  fireEvent.click(screen.getByRole('button', { name: /Create user/ }));
  const create = await dialog('Create user');
  await fillNewPerson(create, 'new@acme.test', { list: 'Advertisers', option: 'Trailhead Co' });
  fireEvent.click(within(create).getByRole('button', { name: 'Create' }));
  await waitFor(() =>
    expect(useErrorStore.getState().fieldMessages).toEqual(['Advertiser ids must be advertisers of this client.']),
  );
  expect(screen.getByRole('dialog', { name: 'Create user' })).toBeInTheDocument();
  expect(bodySent(hub.requests, 'post')).toMatchObject({
    email: 'new@acme.test',
    role: 'REPORTING_ONLY',
    advertiserIds: [2],
    advertiserGroupIds: [],
  });

  answer = { status: 201, data: { data: { ...REPORTS, id: 9, email: 'new@acme.test', username: 'new@acme.test' } } };
  const before = listReads();
  await pressAndClose(create, 'Create');
  await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  expect(await screen.findByText('Invitation sent to new@acme.test.')).toBeInTheDocument();
});

it('Update reads the user first and sends the version it saw', async () => {
  hub.start();
  renderRoute('/clients/1/user-management');
  const edit = await openRowDialog(EMAIL, 'Edit', 'Edit Riley Reports');
  await pressAndClose(edit, 'Save');
  expect(bodySent(hub.requests, 'put')).toEqual({
    firstName: 'Riley',
    lastName: 'Reports',
    role: 'REPORTING_ONLY',
    advertiserIds: [1],
    advertiserGroupIds: [],
    version: 3,
  });
  expect(await screen.findByText('Riley Reports is saved.')).toBeInTheDocument();
});

it('Update gives the user another role and says so', async () => {
  hub.start({
    [USER]: (request) =>
      request.method === 'put'
        ? { data: { data: { ...REPORTS, ...(JSON.parse(request.data as string) as object) } } }
        : { data: { data: REPORTS } },
  });
  renderRoute('/clients/1/user-management');
  await changeRole(EMAIL, 'Edit Riley Reports', 'Franchisee');
  expect(await screen.findByText('Riley Reports is saved. Their role is now Franchisee.')).toBeInTheDocument();
});

it('Disable says the user can no longer sign in', async () => {
  hub.start({ [`${USER}/disable`]: () => ({ data: { data: { ...REPORTS, enabled: false } } }) });
  renderRoute('/clients/1/user-management');
  await confirmRowAction(EMAIL, 'Disable', 'Disable Riley Reports?');
  expect(await screen.findByText('Riley Reports is disabled and can no longer sign in.')).toBeInTheDocument();
});

it('Disable closes on failure, and the banner says why', async () => {
  hub.start();
  renderRoute('/clients/1/user-management');
  await expectRefused(EMAIL, 'Disable', 'Disable Riley Reports?', '503 - Service Unavailable');
  expect(screen.queryByText(/is disabled/)).toBeNull();
});

it('Reset password asks the identity service for a code by mail, then closes', async () => {
  hub.start();
  renderRoute('/clients/1/user-management');
  const confirm = await confirmRowAction(EMAIL, 'Reset password', 'Reset the password of Riley Reports?');
  await waitFor(() => expect(confirm).not.toBeInTheDocument());
  expect(hub.requests.some((r) => r.url === `${USER}/reset-password` && r.method === 'post')).toBe(true);
  expect(await screen.findByText('A reset code was sent to reports@acme.test.')).toBeInTheDocument();
});

it("Resend invitation to someone whose password is being reset says so, in the server's words", async () => {
  const why =
    'reports@acme.test has a password reset waiting: they sign in with the code mailed to them, so there is no invitation to resend. Reset the password again to send a new code.';
  hub.start({ [`${USER}/resend-invitation`]: () => conflict(why) });
  renderRoute('/clients/1/user-management');
  await expectRefused(EMAIL, 'Resend invitation', 'Resend the invitation to Riley Reports?', why);
});

it("Manage notifications shows that user's preferences, through their signature, and saves a switch", async () => {
  hub.start();
  renderRoute('/clients/1/user-management');
  const manage = await openRowDialog(EMAIL, 'Manage notifications', 'Notifications of Riley Reports');
  const email = await within(manage).findByRole('switch', { name: 'Billing Email' });
  expect(email).not.toBeChecked();
  const read = hub.requests.find((r) => r.url === '/notification_preferences');
  expect(read?.headers['X-MAGICBELL-USER-EMAIL']).toBe('reports@acme.test');
  fireEvent.click(email);
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'put')).toBe(true));
  expect(bodySent(hub.requests, 'put')).toEqual({
    notification_preferences: { categories: [{ slug: 'billing', channels: [{ slug: 'email', enabled: true }] }] },
  });
});

it("shows 'Not found' for another client's users, without a banner", async () => {
  hub.start({ '/clients/1/users': () => serverError(404, 'Not Found') });
  renderRoute('/clients/1/user-management');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});
