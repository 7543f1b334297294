import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { resetAllStores, setSignedIn, useErrorStore } from '../session';
import { fakeHub, NOT_FOUND_ANSWER } from '../testing/fake-hub';
import type { FakeAnswer } from '../testing/fake-hub-routes';
import { createTestQueryClient, QueryWrapper } from '../testing/query-wrapper';
import { aUser } from '../testing/users';
import { anAdvertiser } from '../testing/advertisers';
import { AdvertiserGate } from './advertiser-gate';

const advertiser = (id: number, name: string) => anAdvertiser({ id, name, campaignsActive: 0 });
let answer: FakeAnswer<'/clients/1/advertisers/6'>;
let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  hub = fakeHub({
    '/clients/1/advertisers/5': () => ({ data: { data: advertiser(5, 'Summit Gear') } }),
    '/clients/1/advertisers/6': () => answer,
  });
});
afterEach(() => {
  hub.restore();
  resetAllStores();
});

/** An advertiser-scoped page behind the gate, naming the advertiser it was given. */
function openAt(path: string) {
  render(
    <QueryWrapper client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/clients/:clientId/advertisers/:advertiserId"
            element={
              <AdvertiserGate>
                {({ advertiser: a, clientId, advertiserId }) => <h1>{`${a.name} (${clientId}/${advertiserId})`}</h1>}
              </AdvertiserGate>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryWrapper>,
  );
}

const reportingOnly = aUser({ role: 'REPORTING_ONLY', advertiserIds: [5] });

it('shows the page with its advertiser once the advertiser is the user’s', async () => {
  setSignedIn(reportingOnly);
  openAt('/clients/1/advertisers/5');
  expect(await screen.findByRole('heading', { name: 'Summit Gear (1/5)' })).toBeInTheDocument();
});

it("says 'Not found' for an advertiser the user was not given, even when the server sends it", async () => {
  answer = { data: { data: advertiser(6, 'Trailhead Co') } };
  setSignedIn(reportingOnly);
  openAt('/clients/1/advertisers/6');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Trailhead/ })).toBeNull();
});

it("says 'Not found' for an advertiser the server refuses, without a banner", async () => {
  answer = NOT_FOUND_ANSWER;
  setSignedIn(aUser());
  openAt('/clients/1/advertisers/6');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});

it("says 'Not found' for an advertiser id that is not a number, without asking the server", async () => {
  setSignedIn(aUser());
  openAt('/clients/1/advertisers/6x');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(hub.requests).toHaveLength(0);
});

it('offers to try again when the advertiser could not be loaded', async () => {
  answer = { status: 503, data: { status: 503, error: 'Service Unavailable', message: '', fields: [] } };
  setSignedIn(aUser());
  openAt('/clients/1/advertisers/6');
  expect(await screen.findByText('The advertiser could not be loaded')).toBeInTheDocument();
  answer = { data: { data: advertiser(6, 'Trailhead Co') } };
  fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Trailhead Co (1/6)' })).toBeInTheDocument());
});
