import { setSignedIn, setSignedOut } from '@beacon/shared/session';
import { aUser, fakeHub } from '@beacon/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RuntimeConfigContext } from '../auth/runtime-config-context';
import type { RuntimeConfig } from '../auth/runtime-config';
import { FirstVisitTour, tourDoneKey } from './first-visit-tour';

const staff = aUser({ id: 9, type: 'INTERNAL', role: 'BeaconStandard', clientId: null });
const client = aUser({ id: 21, type: 'STANDARD', role: 'Admin', clientId: 1 });

function shell(onboardingTour = true) {
  const config = { observability: { onboardingTour } } as unknown as RuntimeConfig;
  return render(
    <RuntimeConfigContext.Provider value={config}>
      <nav data-tour="drawer">Drawer</nav>
      <span data-tour="client-switcher">Client switcher</span>
      <main data-tour="area">Campaigns</main>
      <FirstVisitTour />
    </RuntimeConfigContext.Provider>,
  );
}

/** The server's memory of who has seen the tour, by user id, as `/api/users/me/onboarding-tour` keeps it. */
let seenOnServer: Map<number, string>;
let hub: ReturnType<typeof fakeHub>;
let signedInId = 0;
const signIn = (user: ReturnType<typeof aUser>) => {
  signedInId = user.id;
  act(() => setSignedIn(user));
};

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  seenOnServer = new Map();
  hub = fakeHub({
    '/users/me/onboarding-tour': (request) => {
      if (request.method === 'put' && !seenOnServer.has(signedInId))
        seenOnServer.set(signedInId, '2026-11-25T00:00:00.000Z');
      const seenAt = seenOnServer.get(signedInId) ?? null;
      return { data: { data: { seen: seenAt !== null, seenAt } } };
    },
  });
});
afterEach(() => {
  hub.restore();
  act(() => setSignedOut());
  jest.useRealTimers();
});

/** The tour asks the server, then waits for the shell to be drawn. */
async function firstVisit() {
  await act(async () => void (await jest.advanceTimersByTimeAsync(600)));
}

/** Closes the tour, and lets the page settle as a visit does. */
async function closeTheTour() {
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await firstVisit();
}

it('walks agency staff through the drawer, the client switcher and the page at hand, once per user', async () => {
  signIn(staff);
  const { unmount } = shell();
  await firstVisit();
  expect(screen.getByText('Your navigation')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Choose a client')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('The page at hand')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(window.localStorage.getItem(tourDoneKey(9))).toBeTruthy();
  await firstVisit();
  expect(hub.requests.filter((r) => r.method === 'put')).toHaveLength(1);
  expect(seenOnServer.has(9)).toBe(true);
  unmount();
  shell();
  await firstVisit();
  expect(screen.queryByText('Your navigation')).not.toBeInTheDocument();
});

it('shows client users no client switcher, and is dismissed for good with Close', async () => {
  signIn(client);
  shell();
  await firstVisit();
  expect(screen.getByText('Your navigation')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('The page at hand')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(window.localStorage.getItem(tourDoneKey(21))).toBeTruthy();
});

it('stays away when the server turns it off', async () => {
  signIn(staff);
  shell(false);
  await firstVisit();
  expect(screen.queryByText('Your navigation')).not.toBeInTheDocument();
});

it('is remembered per user: another user on the same browser still gets their own first visit', async () => {
  signIn(staff);
  const { unmount } = shell();
  await firstVisit();
  await closeTheTour();
  unmount();
  signIn(client);
  shell();
  await firstVisit();
  expect(screen.getByText('Your navigation')).toBeInTheDocument();
  expect(window.localStorage.getItem(tourDoneKey(21))).toBeNull();
});

it('is remembered across browsers: a user who finished it elsewhere is not shown it again', async () => {
  seenOnServer.set(9, '2026-11-24T09:00:00.000Z');
  signIn(staff);
  shell();
  await firstVisit();
  expect(screen.queryByText('Your navigation')).not.toBeInTheDocument();
  expect(hub.requests.some((r) => r.url === '/users/me/onboarding-tour' && r.method === 'get')).toBe(true);
  // This browser now remembers it too, and does not ask again.
  expect(window.localStorage.getItem(tourDoneKey(9))).toBe('2026-11-24T09:00:00.000Z');
});

it('tells the server when a user dismisses it, so that their other browsers skip it', async () => {
  signIn(client);
  const { unmount } = shell();
  await firstVisit();
  await closeTheTour();
  expect(seenOnServer.has(21)).toBe(true);
  unmount();
  // Another browser: nothing in its storage, the server's answer alone.
  window.localStorage.clear();
  shell();
  await firstVisit();
  expect(screen.queryByText('Your navigation')).not.toBeInTheDocument();
});
