import { aUser } from '@beacon/shared/testing';
import { resetAllStores, setSignedIn } from '@beacon/shared/session';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { useWorkingClientId } from './working-client';

afterEach(() => resetAllStores());

/** The working client, and links to move about as the drawer would. */
function Shows() {
  const navigate = useNavigate();
  return (
    <>
      <output>{String(useWorkingClientId())}</output>
      {['/clients/2/campaigns', '/profile', '/notifications'].map((to) => (
        <button key={to} onClick={() => void navigate(to)}>
          {to}
        </button>
      ))}
    </>
  );
}

const openAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Shows />
    </MemoryRouter>,
  );
const go = (to: string) => fireEvent.click(screen.getByRole('button', { name: to }));

it('is the client in the address, and a client user keeps their own on /profile', () => {
  setSignedIn(aUser({ type: 'STANDARD', clientId: 1 }));
  openAt('/clients/1/campaigns');
  expect(screen.getByRole('status')).toHaveTextContent('1');
  go('/profile');
  expect(screen.getByRole('status')).toHaveTextContent('1');
});

it('keeps the client an agency user last worked on, and none before they chose one', () => {
  setSignedIn(aUser({ type: 'INTERNAL', role: 'BeaconAdmin', clientId: null, username: 'admin@beacon.test' }));
  openAt('/profile');
  expect(screen.getByRole('status')).toHaveTextContent('null');
  go('/clients/2/campaigns');
  go('/notifications');
  expect(screen.getByRole('status')).toHaveTextContent('2');
});
