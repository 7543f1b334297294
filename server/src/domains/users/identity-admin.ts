/** A user's account at the identity provider, as user management shows it. */
export interface IdentityAccount {
  username: string;
  email: string;
  status: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * What user management asks of the identity provider. The composition root chooses its implementation: the
 * local identity service's (`server/stand-ins/identity/identity-admin.ts`), or, against a real Cognito pool, one
 * written with the AWS SDK's admin calls.
 */
export interface IdentityAdmin {
  /** Creates the sign-in and mails the invitation with a temporary password. */
  createUser(email: string): Promise<void>;
  getUser(email: string): Promise<IdentityAccount>;
  resetPassword(email: string): Promise<void>;
  resendInvitation(email: string): Promise<void>;
  disableUser(email: string): Promise<void>;
  enableUser(email: string): Promise<void>;
}
