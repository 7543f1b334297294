import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES, PRODUCTS, TEAM } from '../testing/billing-fixtures';
import { ariaLabelsOf, fakeHub } from '@beacon/shared/testing';
import { location, renderRoute } from '../testing/render-route';

let hub: ReturnType<typeof fakeHub>;
beforeEach(() => {
  hub = fakeHub({
    '/product-categories': () => ({ data: { data: CATEGORIES } }),
    '/products': (request) => ({
      data: { data: PRODUCTS.filter((p) => !request.params?.category || p.category.slug === request.params.category) },
    }),
    '/clients/1/team': () => ({ data: { data: TEAM } }),
  });
});
afterEach(() => hub.restore());

it('the services index leads to all services, grouped by category', async () => {
  renderRoute('/clients/1/services');
  await waitFor(() => expect(location.pathname).toBe('/clients/1/services/all'));
  const programmatic = await screen.findByRole('region', { name: 'Programmatic' });
  expect(ariaLabelsOf(within(programmatic).getAllByRole('article'))).toEqual(['Native Advertising', 'Online Video']);
  expect(screen.getByRole('region', { name: 'Paid Search' })).toHaveTextContent('15% of media spend');
});

it('lists one category when its tab is chosen, and searches', async () => {
  renderRoute('/clients/1/services/all');
  fireEvent.click(await screen.findByRole('tab', { name: 'Programmatic' }));
  await waitFor(() => expect(location.pathname).toBe('/clients/1/services/programmatic'));
  await waitFor(() =>
    expect(hub.requests.some((r) => r.url === '/products' && r.params?.category === 'programmatic')).toBe(true),
  );
  // One category's cards, no longer grouped under headings.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Programmatic' })).toBeNull());
  expect(ariaLabelsOf(screen.getAllByRole('article'))).toEqual(['Native Advertising', 'Online Video']);
  const search = screen.getByRole('textbox', { name: 'Search services' });
  fireEvent.change(search, { target: { value: 'video' } });
  expect(ariaLabelsOf(screen.getAllByRole('article'))).toEqual(['Online Video']);
  fireEvent.change(search, { target: { value: 'video nothing' } });
  expect(screen.getByText('No Results Found')).toBeInTheDocument();
});

it('asks about a service in the contact dialog', async () => {
  renderRoute('/clients/1/services/all');
  fireEvent.click(await screen.findByRole('button', { name: 'Ask us about Online Video' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask about Online Video' });
  expect(within(dialog).getByRole('link', { name: /Send email/ })).toHaveAttribute(
    'href',
    'mailto:jordan@beacon.test?subject=Interested%20in%20Online%20Video',
  );
});

it('says when a category does not exist', async () => {
  renderRoute('/clients/1/services/no-such-thing');
  expect(await screen.findByText('There is no such category of services.')).toBeInTheDocument();
});
