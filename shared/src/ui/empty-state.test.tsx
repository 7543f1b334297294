import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, LoadFailed, NO_RESULTS_FOUND, NoResults } from './empty-state';

it('names what there is none of', () => {
  render(<EmptyState title="No Invoices" description="Invoices appear once issued." />);
  expect(screen.getByRole('status')).toHaveTextContent('No InvoicesInvoices appear once issued.');
});

it("says 'No Results Found' and offers to clear the search", async () => {
  const onClear = jest.fn();
  render(<NoResults query="zzz" onClear={onClear} />);
  expect(NO_RESULTS_FOUND).toBe('No Results Found');
  expect(screen.getByText('No Results Found')).toBeInTheDocument();
  expect(screen.getByText(/Nothing matches “zzz”/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(onClear).toHaveBeenCalled();
});

it('offers to try a failed load again', async () => {
  const onRetry = jest.fn();
  render(<LoadFailed title="The invoices could not be loaded" onRetry={onRetry} />);
  await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
  expect(onRetry).toHaveBeenCalled();
});
