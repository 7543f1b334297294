import { BRANDS } from '@beacon/shared/brand';
import { setBrand } from '@beacon/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAreasStore, type Area } from '../federation/areas-store';
import { retryArea } from '../federation/load-areas';
import { AreaUnavailable } from './area-unavailable';

jest.mock('../federation/load-areas', () => ({ retryArea: jest.fn(() => Promise.resolve()) }));

const billing: Area = {
  name: 'billing',
  version: '2.0.0-bbbbbbb',
  entry: '/remotes/billing/2.0.0-bbbbbbb/mf-manifest.json',
  previewed: false,
  status: 'unavailable',
  outline: { remote: 'billing', title: 'Billing and services', contractVersion: '1.0.0', routes: [] },
};

function showArea(area: Area) {
  useAreasStore.setState({ areas: { billing: area } });
  return render(<AreaUnavailable name="billing" />);
}

describe('an area whose remote is not mounted', () => {
  it('says the area is unavailable and offers Retry, which loads it again', async () => {
    showArea(billing);
    expect(screen.getByText('Billing and services is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retryArea).toHaveBeenCalledWith('billing');
  });

  it('says why a release built for another contract was refused, without offering Retry', () => {
    showArea({
      ...billing,
      status: 'incompatible',
      problem: 'It was built for contract 2.0.0, and this Beacon supports contract 1.x.',
    });
    expect(screen.getByText('Billing and services cannot be shown by this version of Beacon')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Release 2.0.0-bbbbbbb was refused. It was built for contract 2.0.0, and this Beacon supports contract 1.x.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("names the product as the host's brand does: Northwind's users read Northwind Fitness", () => {
    setBrand(BRANDS.northwind);
    const { unmount } = showArea(billing);
    expect(
      screen.getByText('This part of Northwind Fitness could not be loaded just now. Everything else keeps working.'),
    ).toBeInTheDocument();
    unmount();
    setBrand(BRANDS.beacon);
  });
});
