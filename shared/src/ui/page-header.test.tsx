import { render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';
import { RouteHeadingContext } from './route-heading';
import { RouteLoading } from './route-loading';

const campaigns = { title: 'Campaigns', description: 'Budgets, delivery and flight dates of every campaign.' };

/** Draws `element` inside a route with that heading, as the host draws a page. */
const renderInRoute = (
  element: React.ReactElement,
  heading: React.ContextType<typeof RouteHeadingContext> = campaigns,
) => render(<RouteHeadingContext.Provider value={heading}>{element}</RouteHeadingContext.Provider>);

describe("a page's header", () => {
  it("shows its route's title and description when the page gives none", () => {
    renderInRoute(<PageHeader />);
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.getByText(campaigns.description)).toBeInTheDocument();
  });

  it("shows the page's own title, and then only the page's own line", () => {
    renderInRoute(<PageHeader title="Evergreen Always-On" />);
    expect(screen.getByRole('heading', { name: 'Evergreen Always-On' })).toBeInTheDocument();
    expect(screen.queryByText(campaigns.description)).not.toBeInTheDocument();
  });
});

describe('a route whose page is loading', () => {
  it('shows the heading at once when it does not depend on data', () => {
    renderInRoute(<RouteLoading />);
    expect(screen.getByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
  });

  it('shows only what is loading when the heading comes with the data', () => {
    renderInRoute(<RouteLoading />, { title: 'Campaign' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });
});
