import { fullName, ROLE_LABELS } from './user-labels';

interface Named {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

/**
 * What a user change says once the server has saved it, in the words of the product's other success messages
 * ('Your profile is saved.'). The spec names none for user administration.
 */
export const savedMessage = {
  /** A new user is invited by mail: that is what the admin waits for. */
  created: (user: Named) => `Invitation sent to ${user.email}.`,
  /** An edit names the user as saved; a new role is said, since it changes what they see. */
  updated: (before: Named, after: Named) =>
    before.role === after.role
      ? `${fullName(after)} is saved.`
      : `${fullName(after)} is saved. Their role is now ${roleLabel(after.role)}.`,
  disabled: (user: Named) => `${fullName(user)} is disabled and can no longer sign in.`,
  enabled: (user: Named) => `${fullName(user)} is enabled and can sign in again.`,
};
