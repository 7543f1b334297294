import { aUser, installTimerMessageChannel } from '@beacon/shared/testing';
import { resetAllStores, setSignedIn } from '@beacon/shared/session';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { ProfilePage } from './profile-page';

jest.mock('aws-amplify/auth', () => ({ updatePassword: jest.fn() }));
installTimerMessageChannel();
afterEach(() => resetAllStores());

const renderProfile = () =>
  render(
    <App>
      <ProfilePage />
    </App>,
  );

it('shows a client user their details and password, and no release hashes', () => {
  setSignedIn(aUser({ type: 'STANDARD', role: 'Admin', clientId: 1 }));
  renderProfile();
  expect(screen.getByText('Your details')).toBeInTheDocument();
  expect(screen.queryByText('About this Beacon')).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Areas' })).not.toBeInTheDocument();
});

it('shows agency staff the release each area runs', () => {
  setSignedIn(aUser({ type: 'INTERNAL', role: 'BeaconAdmin', clientId: null }));
  renderProfile();
  expect(screen.getByText('About this Beacon')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Areas' })).toBeInTheDocument();
});
