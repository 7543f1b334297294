import type { CurrentUser } from '../session/session-store';

/** A signed-in user as `GET /api/users/me` answers, for tests: an Acme admin unless told otherwise. */
export function aUser(fields: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 4,
    username: 'admin@acme.test',
    email: 'admin@acme.test',
    firstName: 'Avery',
    lastName: 'Stone',
    type: 'STANDARD',
    role: 'Admin',
    clientId: 1,
    client: { id: 1, name: 'Acme Outdoor', apps: [] },
    advertiserIds: [],
    advertiserGroupIds: [],
    advertisers: [],
    advertiserGroups: [],
    termsOfUseAccepted: true,
    privileges: ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE', 'INVOICES_READ'],
    enabled: true,
    version: 1,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
