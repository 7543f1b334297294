import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * A list's search box, named `name`, once its rows are in and it takes typing: `await search('summit')` types the
 * words into it, as a user does.
 */
export async function searchBox(name: string) {
  const box = await screen.findByRole('textbox', { name });
  await waitFor(() => expect(box).toBeEnabled());
  return (words: string) => fireEvent.change(box, { target: { value: words } });
}

/** What each element says it is to a screen reader (its aria-label), in order: cards, list items, regions. */
export const ariaLabelsOf = (elements: HTMLElement[]) => elements.map((element) => element.getAttribute('aria-label'));
