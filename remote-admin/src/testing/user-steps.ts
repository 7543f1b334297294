import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The dialog of that name, once it is open. */
export const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** Opens the row menu of the user with that email and picks an action ('Edit', 'Disable'). */
export async function openRowAction(email: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Picks a row action that opens a dialog ('Edit Sam Staff'), and gives the dialog. */
export async function openRowDialog(email: string, action: string, title: string) {
  await openRowAction(email, action);
  return dialog(title);
}

/** Picks a row action that asks first ('Disable Sam Staff?') and answers with its button; gives the question back. */
export async function confirmRowAction(email: string, action: string, question: string, answer = action) {
  const confirm = await openRowDialog(email, action, question);
  fireEvent.click(within(confirm).getByRole('button', { name: answer }));
  return confirm;
}

/** Picks an option of one of a form's lists ('Role', 'Franchisee'). */
export async function pick(form: HTMLElement, list: string, option: string) {
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: list }));
  fireEvent.click(await screen.findByTitle(option));
}

/** Presses a dialog's button ('Save') and waits for the dialog to close. */
export async function pressAndClose(dialog: HTMLElement, button: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** The body of the first request sent with that method ('put'), as the server read it. */
export const bodySent = (requests: { method?: string; data?: unknown }[], method: string): unknown =>
  JSON.parse(requests.find((r) => r.method === method)!.data as string);
