import { useErrorStore } from '@beacon/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADVERTISERS, advertiser } from '../testing/advertiser-fixtures';
import { CAMPAIGNS } from '../testing/campaign-fixtures';
import { DOCUMENTS } from '../testing/document-fixtures';
import { fakeHubPerTest, NOT_FOUND_ANSWER, pagedAnswer } from '@beacon/shared/testing';
import { location, renderRoute } from '../testing/render-route';

const hub = fakeHubPerTest({
  '/clients/1/advertisers': pagedAnswer(ADVERTISERS),
  '/clients/1/advertisers/1': () => ({ data: { data: advertiser({ id: 1 }) } }),
  '/clients/1/advertisers/5': () => ({ data: { data: advertiser({ id: 5, name: 'Harbor Bikes' }) } }),
  '/clients/1/advertisers/9': () => NOT_FOUND_ANSWER,
  '/clients/1/campaigns': pagedAnswer(CAMPAIGNS.filter((c) => c.advertiserId === 1)),
  '/clients/1/advertisers/1/files': (request) => ({
    data: {
      data: request.params?.type === 'PDF' ? DOCUMENTS.filter((d) => d.mimeType === 'application/pdf') : DOCUMENTS,
    },
  }),
  '/clients/1/advertisers/1/custom-reports': () => ({ data: { data: [] } }),
});

it('lists the advertisers by name with their counts, and searches them', async () => {
  hub.start();
  renderRoute('/clients/1/advertisers');
  expect(await screen.findByRole('heading', { name: 'Advertisers' })).toBeInTheDocument();
  const row = await screen.findByRole('row', { name: /Trailhead Gear/ });
  expect(within(row).getByRole('link', { name: 'Trailhead Gear' })).toHaveAttribute(
    'href',
    '/clients/1/advertisers/1/overview',
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Search advertisers' }), { target: { value: 'summit' } });
  await waitFor(() => expect(screen.queryByRole('row', { name: /Trailhead Gear/ })).toBeNull());
  expect(screen.getByRole('row', { name: /Summit Coffee/ })).toBeInTheDocument();
});

it('says No Advertisers when there are none', async () => {
  hub.start({ '/clients/1/advertisers': pagedAnswer([]) });
  renderRoute('/clients/1/advertisers');
  expect(await screen.findByText('No Advertisers')).toBeInTheDocument();
});

it("shows an advertiser's overview: closed-won count and its campaigns", async () => {
  hub.start();
  renderRoute('/clients/1/advertisers/1');
  expect(await screen.findByRole('heading', { name: 'Trailhead Gear' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Closed won' })).toHaveTextContent('3');
  expect(await screen.findByRole('link', { name: 'Trailhead Gear Spring Launch 2026' })).toBeInTheDocument();
  await waitFor(() =>
    expect(hub.requests.find((r) => r.url === '/clients/1/campaigns')?.params).toMatchObject({ advertiserIds: [1] }),
  );
});

it('opens the documents filtered to PDF from the address, and keeps the filter in it', async () => {
  hub.start();
  renderRoute('/clients/1/advertisers/1/documents?type=PDF');
  expect(await screen.findByText('Insertion Order.pdf')).toBeInTheDocument();
  expect(screen.queryByText('Media Plan Q2.xlsx')).toBeNull();
  expect(hub.requests.find((r) => r.url === '/clients/1/advertisers/1/files')?.params).toEqual({ type: 'PDF' });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'File type' }));
  fireEvent.click(await screen.findByTitle('All'));
  await waitFor(() => expect(location.search).toBe(''));
  expect(await screen.findByText('Media Plan Q2.xlsx')).toBeInTheDocument();
});

it('treats a 404 on the advertiser files as an empty list', async () => {
  hub.start({ '/clients/1/advertisers/1/files': () => NOT_FOUND_ANSWER });
  renderRoute('/clients/1/advertisers/1/documents');
  expect(await screen.findByText('No Documents')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});

it("denies a standard user an advertiser that is not theirs: 'Not found'", async () => {
  hub.start();
  renderRoute('/clients/1/advertisers/5', { role: 'REPORTING_ONLY', advertiserIds: [1, 2] });
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Harbor Bikes' })).toBeNull();
});

it('lets a standard user into their own advertiser', async () => {
  hub.start();
  renderRoute('/clients/1/advertisers/1', { role: 'REPORTING_ONLY', advertiserIds: [1, 2] });
  expect(await screen.findByRole('heading', { name: 'Trailhead Gear' })).toBeInTheDocument();
});

it.each([
  ['not an integer', '/clients/1/advertisers/1x'],
  ['out of reach at the server', '/clients/1/advertisers/9'],
])("shows 'Not found' for an advertiser id %s", async (_, path) => {
  hub.start();
  renderRoute(path);
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});
