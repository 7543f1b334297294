import { useErrorStore } from '@beacon/shared/session';
import { fakeHubPerTest, type FakeRoute } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { bodySent, confirmRowAction, dialog, openRowDialog, pressAndClose } from '../testing/user-steps';
import { changeRole, expectRefused, fillNewPerson, openUsersPage } from '../testing/users-page-steps';
import { conflict, fieldError, serverError } from '../testing/refusals';
import { STAFF } from '../testing/users-fixtures';

const EMAIL = 'staff@beacon.test';
/** What a save sent: the user's fields (an Add sends the email too). */
const sent = (request: { data?: unknown }) =>
  JSON.parse(request.data as string) as Pick<typeof STAFF, 'email' | 'firstName' | 'lastName' | 'role'>;
const listAnswer: FakeRoute<'/internal-users'> = () => ({
  data: { data: { content: [STAFF], page: { page: 1, pageSize: 25, total: 1 } } },
});
const hub = fakeHubPerTest({
  // Saves answer with the user as sent, as the hub does.
  '/internal-users': (request) =>
    request.method === 'post'
      ? { status: 201, data: { data: { ...STAFF, id: 9, ...sent(request), username: sent(request).email } } }
      : listAnswer(request),
  '/internal-users/staff%40beacon.test': (request) =>
    request.method === 'put'
      ? { data: { data: { ...STAFF, ...sent(request), version: 4 } } }
      : { data: { data: { ...STAFF, firstName: 'Samantha' } } },
  '/internal-users/staff%40beacon.test/disable': () => ({ data: { data: { ...STAFF, enabled: false } } }),
  '/internal-users/staff%40beacon.test/enable': () => ({ data: { data: STAFF } }),
});
/** The list with the user archived (disabled). */
const ARCHIVED = {
  data: { data: { content: [{ ...STAFF, enabled: false }], page: { page: 1, pageSize: 25, total: 1 } } },
};

const listReads = () => hub.requests.filter((r) => r.url === '/internal-users' && r.method === 'get').length;

/** Presses a dialog's button, and once it closed and the list was read again: what the save sent with `method`. */
async function savedAndReread(dialog: HTMLElement, button: string, method: 'post' | 'put') {
  const before = listReads();
  await pressAndClose(dialog, button);
  await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  return bodySent(hub.requests, method);
}

async function openAdd() {
  await openUsersPage('/admin/user-management', 'Sam Staff');
  fireEvent.click(screen.getByRole('button', { name: /Add user/ }));
  const add = await dialog('Add internal user');
  await fillNewPerson(add, 'new.person@beacon.test', { list: 'Role', option: 'Partner solutions' });
  return add;
}

it('lists internal users from content, searches on the server, and asks for the archived ones by toggle', async () => {
  hub.start();
  await openUsersPage('/admin/user-management', 'Sam Staff');
  expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument();
  expect(hub.requests.at(-1)?.params).toMatchObject({ enabled: true });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search internal users' }), { target: { value: 'sam' } });
  await waitFor(() => expect(hub.requests.at(-1)?.params).toMatchObject({ search: 'sam' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
  await waitFor(() => expect(hub.requests.at(-1)?.params).toMatchObject({ enabled: false }));
});

it('Add closes on success and reloads the list', async () => {
  hub.start();
  const add = await openAdd();
  expect(await savedAndReread(add, 'Add', 'post')).toEqual({
    email: 'new.person@beacon.test',
    firstName: 'New',
    lastName: 'Person',
    role: 'PartnerSolutions',
  });
  expect(await screen.findByText('Invitation sent to new.person@beacon.test.')).toBeInTheDocument();
});

it('Add stays open on field errors, listed under the banner', async () => {
  hub.start({
    '/internal-users': (request) =>
      request.method === 'post' ? { ...fieldError('email', 'is already in use'), status: 409 } : listAnswer(request),
  });
  const add = await openAdd();
  fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(useErrorStore.getState().fieldMessages).toEqual(['Email is already in use.']));
  expect(screen.getByRole('dialog', { name: 'Add internal user' })).toBeInTheDocument();
});

it('Add closes on any other error', async () => {
  hub.start({
    '/internal-users': (request) =>
      request.method === 'post' ? serverError(503, 'Service Unavailable') : listAnswer(request),
  });
  const add = await openAdd();
  await pressAndClose(add, 'Add');
  expect(useErrorStore.getState().uiMessage).toBe('503 - Service Unavailable');
});

it('Edit first fetches the user, sends its version, closes on success and reloads the list', async () => {
  hub.start();
  renderRoute('/admin/user-management');
  const edit = await openRowDialog(EMAIL, 'Edit', 'Edit Samantha Staff');
  expect(within(edit).getByLabelText('First name')).toHaveValue('Samantha');
  expect(await savedAndReread(edit, 'Save', 'put')).toEqual({
    firstName: 'Samantha',
    lastName: 'Staff',
    role: 'BeaconStandard',
    version: 3,
  });
  expect(await screen.findByText('Samantha Staff is saved.')).toBeInTheDocument();
});

it('Edit says so when it gave the user another role', async () => {
  hub.start();
  renderRoute('/admin/user-management');
  await changeRole(EMAIL, 'Edit Samantha Staff', 'Partner solutions');
  expect(await screen.findByText('Samantha Staff is saved. Their role is now Partner solutions.')).toBeInTheDocument();
});

it('Edit stays open on field errors and closes on a version conflict, which the banner explains', async () => {
  let answer = fieldError('firstName', 'is required');
  hub.start({
    '/internal-users/staff%40beacon.test': (request) => (request.method === 'put' ? answer : { data: { data: STAFF } }),
  });
  renderRoute('/admin/user-management');
  const edit = await openRowDialog(EMAIL, 'Edit', 'Edit Sam Staff');
  fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(useErrorStore.getState().fieldMessages).toEqual(['First name is required.']));
  expect(screen.getByRole('dialog', { name: 'Edit Sam Staff' })).toBeInTheDocument();

  const stale =
    'Someone else saved this user while you were editing. Nothing was saved: open the user again to see their changes.';
  answer = serverError(409, stale);
  await pressAndClose(edit, 'Save');
  expect(useErrorStore.getState().uiMessage).toBe(`409 - ${stale}`);
});

it('Disable closes on success and reloads the list', async () => {
  hub.start();
  renderRoute('/admin/user-management');
  const confirm = await openRowDialog(EMAIL, 'Disable', 'Disable Sam Staff?');
  const before = listReads();
  await pressAndClose(confirm, 'Disable');
  await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  expect(await screen.findByText('Sam Staff is disabled and can no longer sign in.')).toBeInTheDocument();
});

it('Enable says the user can sign in again', async () => {
  hub.start({
    '/internal-users': () => ARCHIVED,
  });
  renderRoute('/admin/user-management');
  await confirmRowAction(EMAIL, 'Enable', 'Enable Sam Staff?');
  expect(await screen.findByText('Sam Staff is enabled and can sign in again.')).toBeInTheDocument();
});

it('Enable closes on failure too, and the banner says why', async () => {
  hub.start({
    '/internal-users': () => ARCHIVED,
    '/internal-users/staff%40beacon.test/enable': () => serverError(409, 'Conflict'),
  });
  renderRoute('/admin/user-management');
  await expectRefused(EMAIL, 'Enable', 'Enable Sam Staff?', '409 - Conflict');
  expect(screen.queryByText(/is enabled/)).toBeNull();
});

it('Reset password asks first, then the identity service mails a code', async () => {
  hub.start({ '/internal-users/staff%40beacon.test/reset-password': () => ({ status: 204 }) });
  renderRoute('/admin/user-management');
  const confirm = await openRowDialog(EMAIL, 'Reset password', 'Reset the password of Sam Staff?');
  expect(confirm).toHaveTextContent('staff@beacon.test will receive a code by email');
  await pressAndClose(confirm, 'Reset password');
  expect(hub.requests.filter((r) => r.url === '/internal-users/staff%40beacon.test/reset-password')).toHaveLength(1);
  expect(await screen.findByText('A reset code was sent to staff@beacon.test.')).toBeInTheDocument();
});

it('Resend invitation asks first, then sends a new temporary password', async () => {
  hub.start({ '/internal-users/staff%40beacon.test/resend-invitation': () => ({ status: 204 }) });
  renderRoute('/admin/user-management');
  const confirm = await openRowDialog(EMAIL, 'Resend invitation', 'Resend the invitation to Sam Staff?');
  expect(hub.requests.filter((r) => r.url?.endsWith('/resend-invitation'))).toHaveLength(0);
  fireEvent.click(within(confirm).getByRole('button', { name: 'Resend invitation' }));
  expect(await screen.findByText('A new invitation was sent to staff@beacon.test.')).toBeInTheDocument();
  expect(hub.requests.filter((r) => r.url === '/internal-users/staff%40beacon.test/resend-invitation')).toHaveLength(1);
});

it("Resend invitation to someone who already chose a password says so, in the server's words", async () => {
  const why =
    'staff@beacon.test has already accepted the invitation and chosen a password, so there is no invitation to resend. If they cannot sign in, reset their password instead.';
  hub.start({ '/internal-users/staff%40beacon.test/resend-invitation': () => conflict(why) });
  renderRoute('/admin/user-management');
  await expectRefused(EMAIL, 'Resend invitation', 'Resend the invitation to Sam Staff?', why);
  expect(screen.queryByText(/A new invitation was sent/)).toBeNull();
});

it('shows the account the identity provider holds for the user', async () => {
  hub.start({
    '/internal-users/staff%40beacon.test/identity': () => ({
      data: {
        data: {
          username: 'staff@beacon.test',
          email: 'staff@beacon.test',
          status: 'FORCE_CHANGE_PASSWORD',
          enabled: true,
          createdAt: '2026-11-01T09:30:00Z',
          updatedAt: '2026-11-20T16:05:00Z',
        },
      },
    }),
  });
  renderRoute('/admin/user-management');
  const account = await openRowDialog(EMAIL, 'Identity provider account', 'Sam Staff at the identity provider');
  expect(await within(account).findByText('FORCE_CHANGE_PASSWORD')).toBeInTheDocument();
  expect(within(account).getByText('Enabled')).toBeInTheDocument();
  expect(within(account).getAllByText('staff@beacon.test')).toHaveLength(2);
});
