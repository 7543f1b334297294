import { setSignedIn, setSignedOut } from '@beacon/shared';
import { aUser } from '@beacon/shared/testing';
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

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  act(() => setSignedOut());
  jest.useRealTimers();
});

it('walks agency staff through the drawer, the client switcher and the page at hand, once per user', () => {
  act(() => setSignedIn(staff));
  const { unmount } = shell();
  act(() => void jest.advanceTimersByTime(600));
  expect(screen.getByText('Your navigation')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Choose a client')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('The page at hand')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  expect(window.localStorage.getItem(tourDoneKey(9))).toBeTruthy();
  unmount();
  shell();
  act(() => void jest.advanceTimersByTime(600));
  expect(screen.queryByText('Your navigation')).not.toBeInTheDocument();
});

it('shows client users no client switcher, and is dismissed for good with Close', () => {
  act(() => setSignedIn(client));
  shell();
  act(() => void jest.advanceTimersByTime(600));
  expect(screen.getByText('Your navigation')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('The page at hand')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(window.localStorage.getItem(tourDoneKey(21))).toBeTruthy();
});

it('stays away when the server turns it off', () => {
  act(() => setSignedIn(staff));
  shell(false);
  act(() => void jest.advanceTimersByTime(600));
  expect(screen.queryByText('Your navigation')).not.toBeInTheDocument();
});

it('is remembered per user: another user on the same browser still gets their own first visit', () => {
  act(() => setSignedIn(staff));
  const { unmount } = shell();
  act(() => void jest.advanceTimersByTime(600));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  unmount();
  act(() => setSignedIn(client));
  shell();
  act(() => void jest.advanceTimersByTime(600));
  expect(screen.getByText('Your navigation')).toBeInTheDocument();
  expect(window.localStorage.getItem(tourDoneKey(21))).toBeNull();
});
