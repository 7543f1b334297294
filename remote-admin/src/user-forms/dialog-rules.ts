import { describeFieldErrors } from '@beacon/shared/errors';

/** The user dialogs a page can have open, each carrying its target user (spec section 3, UI state). */
export type UserDialogKind =
  | 'create'
  | 'update'
  | 'disable'
  | 'enable'
  | 'reset-password'
  | 'resend-invitation'
  | 'identity'
  | 'manage-notifications';

export type UserDialog<User> = { kind: 'create' } | { kind: Exclude<UserDialogKind, 'create'>; user: User };

/**
 * Spec section 4: Add and Edit stay open when the server refused fields (the banner lists them) and close on
 * any other error; every other dialog closes on success and on failure alike.
 */
export function staysOpenAfter(kind: UserDialogKind, error: unknown): boolean {
  return (kind === 'create' || kind === 'update') && describeFieldErrors(error).length > 0;
}

/**
 * The identity provider's rules about an account's state (409): no invitation to resend once the invitee chose a
 * password, say. Its calls keep these out of the banner's '{status} - {error}' and the dialog says the reason.
 */
export const IDENTITY_RULES: readonly number[] = [409];
