import { useErrorStore } from '@beacon/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGNS, RFP_FORMS } from '../testing/campaign-fixtures';
import { fakeHubPerTest, NOT_FOUND_ANSWER, pagedAnswer, searchBox } from '@beacon/shared/testing';
import { gridNames } from '../testing/grid-names';
import { location, renderRoute } from '../testing/render-route';

const hub = fakeHubPerTest({
  '/clients/1/campaigns': pagedAnswer(CAMPAIGNS),
  '/clients/1/rfp-forms': pagedAnswer(RFP_FORMS),
});

const names = () => gridNames();

it('lists the active campaigns in the server order, Draft shown as Pre-Launch', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns');
  expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
  await waitFor(async () =>
    expect(await names()).toEqual([
      'Summit Coffee Holiday Push 2026',
      'Trailhead Gear Spring Launch 2026',
      'Trailhead Gear Back to School 2026',
    ]),
  );
  expect(hub.requests[0]!.params).toMatchObject({ filter: 'active' });
  const draft = screen.getByRole('row', { name: /Back to School/ });
  expect(within(draft).getByText('Pre-Launch')).toBeInTheDocument();
  expect(draft).toHaveTextContent('08/01/2026 (est.)');
  expect(screen.getByRole('row', { name: /Spring Launch/ })).toHaveTextContent('$50,000');
  expect(screen.getByRole('link', { name: 'Trailhead Gear Spring Launch 2026' })).toHaveAttribute(
    'href',
    '/clients/1/campaigns/11/overview',
  );
});

it('searches campaign and advertiser names; No Results Found when nothing matches', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns');
  await names();
  const search = await searchBox('Search campaigns');
  search('summit');
  expect(await names()).toEqual(['Summit Coffee Holiday Push 2026']);
  search('live');
  expect(screen.getByText('No Results Found')).toBeInTheDocument();
});

it('filters: all campaigns, then the proposals (RFP forms with the proposal statuses)', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns');
  await names();
  fireEvent.click(screen.getByRole('radio', { name: 'All' }));
  await waitFor(() => expect(location.search).toBe('?filter=all'));
  await waitFor(() => expect(hub.requests.at(-1)!.params).not.toHaveProperty('filter'));
  await names();
  fireEvent.click(screen.getByRole('radio', { name: 'Proposals' }));
  await waitFor(() => expect(location.search).toBe('?filter=proposals'));
  // Text first (a cheap query), then the row it sits in: role queries over a big table are slow under jsdom.
  await screen.findByText('Summit Coffee Fall Clearance RFP');
  expect(screen.getByRole('row', { name: /Summit Coffee Fall Clearance RFP/ })).toHaveTextContent('Proposal Sent');
  const rfp = hub.requests.find((r) => r.url === '/clients/1/rfp-forms')!;
  expect(rfp.params.statuses).toEqual([
    'PROSPECT',
    'PROPOSAL_SENT',
    'AWAITING_IO',
    'PENDING_APPROVAL',
    'RECEIVED_VERBAL_CONFIRMATION',
  ]);
});

it('says No Campaigns when the client has none', async () => {
  hub.start({ '/clients/1/campaigns': pagedAnswer([]) });
  renderRoute('/clients/1/campaigns');
  expect(await screen.findByText('No Campaigns')).toBeInTheDocument();
});

it("shows 'Not found' for a client out of reach, without a banner", async () => {
  hub.start({
    '/clients/1/campaigns': () => NOT_FOUND_ANSWER,
  });
  renderRoute('/clients/1/campaigns');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});
