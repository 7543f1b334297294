import { render, screen } from '@testing-library/react';
import { NavIcon } from './nav-icon';

test("draws an icon of today's drawer at once", () => {
  render(<NavIcon name="FlagOutlined" />);
  expect(screen.getByRole('img', { name: 'flag' })).toBeInTheDocument();
});

test('loads any other icon of the set by its name, so a new remote needs no host change', async () => {
  render(<NavIcon name="RocketOutlined" />);
  expect(await screen.findByRole('img', { name: 'rocket' })).toBeInTheDocument();
});
