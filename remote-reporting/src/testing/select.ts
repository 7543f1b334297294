import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Picks an option of an antd Select by the select's accessible name and the option's words, as a person does. */
export async function choose(selectName: string, option: string) {
  const combo = screen.getByRole('combobox', { name: selectName });
  fireEvent.mouseDown(combo);
  await waitFor(() => expect(screen.getAllByTitle(option).length).toBeGreaterThan(0));
  const choices = screen.getAllByTitle(option);
  fireEvent.click(choices[choices.length - 1]!);
}
