import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updatePassword } from 'aws-amplify/auth';
import { canChangePassword } from '../auth/change-password';
import { ProfilePassword } from './profile-password';

jest.mock('aws-amplify/auth', () => ({ updatePassword: jest.fn() }));
const update = updatePassword as jest.MockedFunction<typeof updatePassword>;
afterEach(() => update.mockReset());

const GOOD = 'Summer#2026x';

function fill(current: string, password: string, confirmation = password) {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Current password', current);
  type('New password', password);
  type('Confirm new password', confirmation);
}
const submit = () => screen.getByRole('button', { name: /Change password/ });

describe('the rules of the change-password form', () => {
  it('needs the current password and a new one with every rule, typed twice alike', () => {
    const form = { current: 'Old-Pass-1', password: GOOD, confirmation: GOOD, busy: false };
    expect(canChangePassword(form)).toBe(true);
    expect(canChangePassword({ ...form, current: '' })).toBe(false);
    expect(canChangePassword({ ...form, confirmation: 'Summer#2026y' })).toBe(false);
    expect(canChangePassword({ ...form, busy: true })).toBe(false);
    for (const weak of ['Sh#1a', 'summer#2026x', 'SUMMER#2026X', 'Summer#xxxxx', 'Summer2026xx'])
      expect(canChangePassword({ ...form, password: weak, confirmation: weak })).toBe(false);
  });
});

describe('changing the password on /profile', () => {
  it('shows the hint, says which rule is missing, and keeps Change password disabled until all are met', async () => {
    render(<ProfilePassword />);
    expect(screen.getByText('8 characters w/ uppercase, lowercase, number, special.')).toBeInTheDocument();
    fill('Beacon-Demo-2026!', 'summer#2026x', 'summer#2026');
    expect(screen.getByText('Add an uppercase letter.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('changes it with the current and the new password, then empties the form and says so', async () => {
    update.mockResolvedValue(undefined);
    render(<ProfilePassword />);
    fill('Beacon-Demo-2026!', GOOD);
    await userEvent.click(submit());
    expect(update).toHaveBeenCalledWith({ oldPassword: 'Beacon-Demo-2026!', newPassword: GOOD });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says the current password is wrong when the identity service refuses it, keeping what was typed', async () => {
    update.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    render(<ProfilePassword />);
    fill('wrong-one', GOOD);
    await userEvent.click(submit());
    expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('wrong-one');
  });

  it('says the attempt limit was exceeded as sign-in does', async () => {
    update.mockRejectedValue(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    render(<ProfilePassword />);
    fill('Beacon-Demo-2026!', GOOD);
    await userEvent.click(submit());
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
  });
});
