import { BRANDS } from '@beacon/shared/brand';
import { OutOfReach, setBrand } from '@beacon/shared/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { usePageTitle } from './page-title';

function Titled() {
  usePageTitle();
  return <Outlet />;
}

/**
 * A campaign page as an area draws it: campaign 5 is the user's, any other is out of their reach; the user's
 * campaign can also turn out out of reach (its answer arrives, or a retry's).
 */
function CampaignPage() {
  const [refused, setRefused] = useState(useParams().campaignId !== '5');
  return (
    <>
      {refused ? <OutOfReach /> : <h1>Spring Trails</h1>}
      <button onClick={() => setRefused(!refused)}>{refused ? 'Answered' : 'Refused'}</button>
    </>
  );
}

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Titled />,
        children: [
          { path: '/clients/1/billing', element: <h1>Billing</h1>, handle: { title: 'Billing' } },
          { path: '/clients/1/campaigns/:campaignId', element: <CampaignPage />, handle: { title: 'Campaign' } },
          { path: '/clients/1/*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => setBrand(BRANDS.beacon));

it('titles a campaign out of reach Not found, not by the page it was asked as', async () => {
  openAt('/clients/1/campaigns/9');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(document.title).toBe('Beacon - Not found');
});

it("gives the page its route's title back once it is no longer out of reach", async () => {
  openAt('/clients/1/campaigns/5');
  expect(await screen.findByRole('heading', { name: 'Spring Trails' })).toBeInTheDocument();
  expect(document.title).toBe('Beacon - Campaign');
  fireEvent.click(screen.getByRole('button', { name: 'Refused' }));
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(document.title).toBe('Beacon - Not found');
  fireEvent.click(screen.getByRole('button', { name: 'Answered' }));
  expect(await screen.findByRole('heading', { name: 'Spring Trails' })).toBeInTheDocument();
  expect(document.title).toBe('Beacon - Campaign');
});

it('titles the page of an address that leads nowhere Not found, not as the page before it', async () => {
  const before = openAt('/clients/1/billing');
  expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  expect(document.title).toBe('Beacon - Billing');
  before.unmount();
  openAt('/clients/1/nowhere');
  expect(await screen.findByText('Oops. Nothing here...')).toBeInTheDocument();
  expect(document.title).toBe('Beacon - Not found');
});

it("names the brand of the host in the title, Not found included: Northwind's tab reads Northwind", async () => {
  setBrand(BRANDS.northwind);
  const campaign = openAt('/clients/1/campaigns/5');
  expect(await screen.findByRole('heading', { name: 'Spring Trails' })).toBeInTheDocument();
  expect(document.title).toBe('Northwind Fitness - Campaign');
  fireEvent.click(screen.getByRole('button', { name: 'Refused' }));
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(document.title).toBe('Northwind Fitness - Not found');
  campaign.unmount();
  openAt('/clients/1/nowhere');
  expect(await screen.findByText('Oops. Nothing here...')).toBeInTheDocument();
  expect(document.title).toBe('Northwind Fitness - Not found');
});
