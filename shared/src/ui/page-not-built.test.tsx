import { render, screen } from '@testing-library/react';
import { PageNotBuilt } from './page-not-built';

it('shows the page title and says the page is not available yet', () => {
  render(<PageNotBuilt title="Audiences" />);
  expect(screen.getByRole('heading', { name: 'Audiences' })).toBeInTheDocument();
  expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
});
