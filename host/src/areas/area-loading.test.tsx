import { render, screen } from '@testing-library/react';
import { ensureArea } from '../federation/load-areas';
import { AreaLoading } from './area-loading';

jest.mock('../federation/load-areas', () => ({ ensureArea: jest.fn(() => Promise.resolve()) }));

describe('a page of an area whose code is not loaded yet', () => {
  it('shows the shape of the page to come, marked busy, and asks for the area', () => {
    render(<AreaLoading name="reporting" route={{ title: 'Dashboards', loading: 'report' }} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(ensureArea).toHaveBeenCalledWith('reporting');
  });

  it('under its heading when the heading does not depend on data', () => {
    render(<AreaLoading name="billing" route={{ title: 'Billing', description: 'Invoices.', loading: 'list' }} />);
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
