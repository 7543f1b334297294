import { useErrorStore } from '@beacon/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from './render-route';
import { confirmRowAction, openRowDialog, pick } from './user-steps';

// What a person does on a users page (User management, Administration), made of the steps of its rows and dialogs.

/** Opens a users page ('/admin/user-management'), once it lists the user of that name. */
export async function openUsersPage(path: string, name: string) {
  renderRoute(path);
  await screen.findByText(name);
}

/** Types New Person, with that email, into a new user's dialog, and picks an option of one of its lists ('Role'). */
export async function fillNewPerson(form: HTMLElement, email: string, choice: { list: string; option: string }) {
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'New' } });
  fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Person' } });
  await pick(form, choice.list, choice.option);
}

/** Opens the Edit dialog of the user with that email ('Edit Sam Staff'), gives them another role and presses Save. */
export async function changeRole(email: string, editTitle: string, role: string) {
  const edit = await openRowDialog(email, 'Edit', editTitle);
  await pick(edit, 'Role', role);
  fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
}

/**
 * Picks a row action that asks first and answers it, which the hub refuses: the question closes all the same, and
 * the banner says `message`.
 */
export async function expectRefused(email: string, action: string, question: string, message: string) {
  const confirm = await confirmRowAction(email, action, question);
  await waitFor(() => expect(confirm).not.toBeInTheDocument());
  expect(useErrorStore.getState().uiMessage).toBe(message);
}
