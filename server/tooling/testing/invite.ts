import { call } from './call';
import type { TestApi } from './test-api';

type Names = [firstName: string, lastName: string];

/** A client's admin invites a user to Acme (`POST /api/clients/1/users`), with advertisers or groups if given. */
export const inviteToAcme = (
  t: TestApi,
  email: string,
  [firstName, lastName]: Names,
  role: string,
  {
    by = 'admin@acme.test',
    ...assigned
  }: { by?: string; advertiserIds?: number[]; advertiserGroupIds?: number[] } = {},
) => call(t, by, 'POST', '/api/clients/1/users', { email, firstName, lastName, role, ...assigned });

/** Beacon's admin adds a member of staff (`POST /api/internal-users`). */
export const addStaff = (t: TestApi, email: string, [firstName, lastName]: Names, role: string) =>
  call(t, 'admin@beacon.test', 'POST', '/api/internal-users', { email, firstName, lastName, role });
