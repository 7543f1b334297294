import { render } from '@testing-library/react';
import { ensureArea } from '../federation/load-areas';
import { AreaLoading } from './area-loading';

jest.mock('../federation/load-areas', () => ({ ensureArea: jest.fn(() => Promise.resolve()) }));

describe('a page of an area whose code is not loaded yet', () => {
  it('shows the page spinner and asks for the area', () => {
    const { container } = render(<AreaLoading name="reporting" route={{ title: 'Dashboards' }} />);
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    expect(ensureArea).toHaveBeenCalledWith('reporting');
  });
});
