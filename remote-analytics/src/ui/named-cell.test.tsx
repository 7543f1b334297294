import { render, screen } from '@testing-library/react';
import { NamedCell } from './named-cell';

it('shows the name in bold and the detail on its own line under it', () => {
  render(<NamedCell name="Google Ads" detail="GOOGLE_ADS" />);
  expect(screen.getByText('Google Ads').closest('strong')).not.toBeNull();
  const detail = screen.getByText('GOOGLE_ADS');
  expect(detail).toHaveStyle({ display: 'block' });
  expect(detail.closest('strong')).toBeNull();
});
