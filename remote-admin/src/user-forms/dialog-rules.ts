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
