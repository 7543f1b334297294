import {
  aUser,
  createTestQueryClient,
  installMatchMedia,
  installWindowWidth,
  QueryWrapper,
} from '@beacon/shared/testing';
import { resetAllStores, setSignedIn } from '@beacon/shared/session';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { FakeSocket, fakeService, makeNotification } from './fake-service.test-support';
import { NotificationBell } from './notification-bell';
import { NotificationsPage } from './notifications-page';

const user = aUser({
  id: 1,
  username: 'a@b.test',
  email: 'a@b.test',
  firstName: 'A',
  lastName: 'B',
  type: 'STANDARD',
  role: 'Admin',
  clientId: 1,
  termsOfUseAccepted: true,
  privileges: ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE'],
});

function renderBell(privileges = user.privileges) {
  setSignedIn({ ...user, privileges });
  return render(
    <QueryWrapper client={createTestQueryClient()}>
      <App>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </App>
    </QueryWrapper>,
  );
}
const openMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

beforeEach(() => {
  FakeSocket.instances = [];
  Object.assign(globalThis, { WebSocket: FakeSocket });
  sessionStorage.clear();
});
afterEach(() => act(() => resetAllStores()));

test('the bell shows the unread count; opening lists notifications and marks all seen', async () => {
  const { calls } = fakeService([makeNotification(1), makeNotification(2, { read_at: 1, seen_at: 1 })]);
  renderBell();
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  const menu = await openMenu();
  expect(await within(menu).findByText('Title 1')).toBeInTheDocument();
  expect(within(menu).getByText('Title 2')).toBeInTheDocument();
  expect(calls).toContain('POST /notifications/seen');
});

test("on a laptop, Escape closes the menu and gives the keyboard's focus back to the bell", async () => {
  installWindowWidth(1366);
  try {
    fakeService([makeNotification(1)]);
    renderBell();
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    const menu = await openMenu();
    // From inside the menu, as a keyboard user is.
    await userEvent.click(within(menu).getByRole('button', { name: 'Preferences' }));
    expect(within(menu).getByRole('button', { name: 'Show notifications' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
  } finally {
    installMatchMedia(() => false);
  }
});

test('empty: "No Notifications"', async () => {
  fakeService([]);
  renderBell();
  const menu = await openMenu();
  expect(await within(menu).findByText('No Notifications')).toBeInTheDocument();
});

test('each notification toggles read and unread; the action link reads the action message or "Open"', async () => {
  const { calls } = fakeService([
    makeNotification(1, { action_url: '/profile', custom_attributes: { actionMessage: 'View invoice' } }),
    makeNotification(2, { action_url: '/profile' }),
  ]);
  renderBell();
  const menu = await openMenu();
  const first = await within(menu).findByRole('listitem', { name: 'Title 1' });
  expect(within(first).getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/profile');
  expect(
    within(within(menu).getByRole('listitem', { name: 'Title 2' })).getByRole('link', { name: 'Open' }),
  ).toBeInTheDocument();
  await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
  expect(calls).toContain('POST /notifications/1/read');
  await userEvent.click(await within(first).findByRole('button', { name: 'Mark as unread' }));
  expect(calls).toContain('POST /notifications/1/unread');
});

test('hostile content runs nothing; allowed markup stays', async () => {
  const ran = jest.fn();
  Object.assign(window, { ran });
  fakeService([
    makeNotification(1, {
      content: '<b>Bold</b><img src=x onerror="ran()"><script>ran()</script><a href="javascript:ran()">link</a>',
    }),
  ]);
  renderBell();
  const menu = await openMenu();
  const bold = await within(menu).findByText('Bold');
  expect(bold.tagName).toBe('B');
  expect(menu.querySelector('img, script')).toBeNull();
  expect(within(menu).getByText('link')).not.toHaveAttribute('href');
  expect(ran).not.toHaveBeenCalled();
});

test('demo mode: titles and content read REDACTED', async () => {
  sessionStorage.setItem('beacon.demoMode', 'on');
  fakeService([makeNotification(1)]);
  renderBell();
  const menu = await openMenu();
  expect(await within(menu).findAllByText('REDACTED')).toHaveLength(2);
  expect(within(menu).queryByText('Title 1')).toBeNull();
});

test('mark all read and preferences only with NOTIFICATION_PREFERENCES_WRITE; no bell without NOTIFICATIONS_READ', async () => {
  fakeService([makeNotification(1)]);
  const { unmount } = renderBell(['NOTIFICATIONS_READ']);
  const menu = await openMenu();
  await within(menu).findByText('Title 1');
  expect(within(menu).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  expect(within(menu).queryByRole('button', { name: 'Preferences' })).toBeNull();
  unmount();
  act(() => resetAllStores());
  renderBell([]);
  expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
});

test('a channel switch saves, is disabled while saving, refetches; a failure toasts and closes the menu', async () => {
  const { calls, state } = fakeService([makeNotification(1)]);
  let release = () => undefined as void;
  state.holdPreferences = new Promise<void>((resolve) => {
    release = resolve;
  });
  renderBell();
  let menu = await openMenu();
  await userEvent.click(within(menu).getByRole('button', { name: 'Preferences' }));
  const email = await within(menu).findByRole('switch', { name: 'Billing Email' });
  await userEvent.click(email);
  expect(within(menu).getByRole('switch', { name: 'Billing Email' })).toBeDisabled();
  await act(async () => release());
  await waitFor(() => expect(within(menu).getByRole('switch', { name: 'Billing Email' })).not.toBeChecked());
  expect(within(menu).getByRole('switch', { name: 'Billing Email' })).toBeEnabled();
  expect(calls.filter((c) => c === 'GET /notification_preferences')).toHaveLength(2);
  state.holdPreferences = null;
  state.failPreferences = true;
  await userEvent.click(within(menu).getByRole('switch', { name: 'Campaign In app' }));
  expect(await screen.findByText('Preferences could not be saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  menu = await openMenu();
  expect(menu).toBeInTheDocument();
});

test('a notification from the live stream appears without a reload; a reconnection refetches', async () => {
  const { calls } = fakeService([makeNotification(1)]);
  renderBell();
  const menu = await openMenu();
  await within(menu).findByText('Title 1');
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  act(() =>
    FakeSocket.instances[0]!.push({
      type: 'event',
      name: 'notifications/new',
      data: { ...makeNotification(9, { title: 'Live one' }), sent_at: Math.floor(Date.now() / 1000) },
    }),
  );
  expect(await within(menu).findByText('Live one')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  // Said once by a polite live region (WCAG 4.1.3); what the inbox held when it loaded was not.
  expect(screen.getByRole('status')).toHaveTextContent('New notification: Live one');
  const fetches = calls.filter((c) => c === 'GET /notifications').length;
  act(() => {
    FakeSocket.instances[0]!.push({ type: 'error', code: 40142 });
    FakeSocket.instances[0]!.close();
  });
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
  await waitFor(() => expect(calls.filter((c) => c === 'GET /notifications').length).toBeGreaterThan(fetches));
});

test('infinite scroll loads the next page near the end', async () => {
  const { calls } = fakeService(Array.from({ length: 20 }, (_, i) => makeNotification(i + 1)));
  renderBell();
  const menu = await openMenu();
  await within(menu).findByText('Title 1');
  expect(within(menu).queryByText('Title 20')).toBeNull();
  const scroller = within(menu).getByTestId('notification-scroller');
  Object.defineProperties(scroller, {
    scrollHeight: { value: 1000 },
    clientHeight: { value: 500 },
    scrollTop: { value: 300, writable: true },
  });
  act(() => {
    scroller.dispatchEvent(new Event('scroll', { bubbles: true }));
  });
  expect(await within(menu).findByText('Title 20')).toBeInTheDocument();
  expect(calls.filter((c) => c === 'GET /notifications')).toHaveLength(2);
});

test('the notifications page shows the same list at page size', async () => {
  fakeService([makeNotification(1)]);
  setSignedIn(user);
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <App>
        <MemoryRouter>
          <NotificationsPage />
        </MemoryRouter>
      </App>
    </QueryWrapper>,
  );
  expect(await screen.findByText('Title 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
});
