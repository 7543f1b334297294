import { render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';
import { RouteHeadingContext } from './route-heading';
import { RouteLoading } from './route-loading';

const campaigns = { title: 'Campaigns', description: 'Budgets, delivery and flight dates of every campaign.' };

describe("a page's header", () => {
  it("shows its route's title and description when the page gives none", () => {
    render(
      <RouteHeadingContext.Provider value={campaigns}>
        <PageHeader />
      </RouteHeadingContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.getByText(campaigns.description)).toBeInTheDocument();
  });

  it("shows the page's own title, and then only the page's own line", () => {
    render(
      <RouteHeadingContext.Provider value={campaigns}>
        <PageHeader title="Evergreen Always-On" />
      </RouteHeadingContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Evergreen Always-On' })).toBeInTheDocument();
    expect(screen.queryByText(campaigns.description)).not.toBeInTheDocument();
  });
});

describe('a route whose page is loading', () => {
  it('shows the heading at once when it does not depend on data', () => {
    render(
      <RouteHeadingContext.Provider value={campaigns}>
        <RouteLoading />
      </RouteHeadingContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
  });

  it('shows only what is loading when the heading comes with the data', () => {
    render(
      <RouteHeadingContext.Provider value={{ title: 'Campaign' }}>
        <RouteLoading />
      </RouteHeadingContext.Provider>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });
});
