import { screen, within } from '@testing-library/react';

/** The names the grid lists, top to bottom: each row's first cell's name (its link or bold text, by `names`). */
export const gridNames = async (names = 'a, strong') =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector(names)?.textContent);
