/** A signed-in user as every request knows them (resolve-user.ts reads them from the users table). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  type: 'STANDARD' | 'INTERNAL';
  role: string;
  clientId: number | null;
  enabled: boolean;
  termsOfUseAccepted: boolean;
  privileges: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}
