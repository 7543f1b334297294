import type { ClientUser } from '../features/client-users/get-client-users';
import type { InternalUser } from '../features/internal-users/get-internal-users';

const base = {
  clientId: null,
  client: null,
  advertiserIds: [],
  advertiserGroupIds: [],
  advertisers: [],
  advertiserGroups: [],
  enabled: true,
  termsOfUseAccepted: true,
  privileges: ['NOTIFICATIONS_READ', 'NOTIFICATION_PREFERENCES_WRITE', 'INVOICES_READ'],
  version: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} as const;

export const STAFF: InternalUser = {
  ...base,
  privileges: [...base.privileges],
  advertiserIds: [],
  advertiserGroupIds: [],
  advertisers: [],
  advertiserGroups: [],
  id: 2,
  username: 'staff@beacon.test',
  email: 'staff@beacon.test',
  firstName: 'Sam',
  lastName: 'Staff',
  type: 'INTERNAL',
  role: 'BeaconStandard',
};

export const REPORTS: ClientUser = {
  ...STAFF,
  id: 5,
  username: 'reports@acme.test',
  email: 'reports@acme.test',
  firstName: 'Riley',
  lastName: 'Reports',
  type: 'STANDARD',
  role: 'REPORTING_ONLY',
  clientId: 1,
  client: { id: 1, name: 'Acme Outdoor', apps: [] },
  advertiserIds: [1],
  advertisers: [{ id: 1, name: 'Summit Gear' }],
};
