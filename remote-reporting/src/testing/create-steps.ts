import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Opens the page's "New …" dialog ('New alert') and names what it creates: the open dialog. */
export async function startNew(what: string, name: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`New ${what}`) }));
  const dialog = await screen.findByRole('dialog', { name: `New ${what}` });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
  return dialog;
}

/** Presses the dialog's "Create …" button ('Create alert'): the body the page posted to the hub, once it has. */
export async function pressCreate(
  dialog: HTMLElement,
  what: string,
  requests: () => { method?: string; data?: unknown }[],
) {
  fireEvent.click(within(dialog).getByRole('button', { name: `Create ${what}` }));
  await waitFor(() => expect(requests().some((r) => r.method === 'post')).toBe(true));
  return JSON.parse(String(requests().find((r) => r.method === 'post')!.data)) as unknown;
}
