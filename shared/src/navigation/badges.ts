import type { AccessRequirement } from '../access/access';
import type { BadgeName } from '../contract/manifest';

/** How the host loads each badge a manifest may name: the count, and who may see it. Spec sections 4 and 6. */
export interface BadgeSource {
  path: (clientId: number) => string;
  count: (metrics: Record<string, unknown>) => number;
  requires?: AccessRequirement;
}

export const BADGES: Record<BadgeName, BadgeSource> = {
  'campaigns.active': {
    path: (clientId) => `/clients/${clientId}/campaigns/metrics`,
    count: (metrics) => Number(metrics.countActive ?? 0),
  },
  'invoices.overdue': {
    path: (clientId) => `/clients/${clientId}/invoices/metrics`,
    count: (metrics) => Number(metrics.countOverdue ?? 0),
    requires: { privileges: ['INVOICES_READ'] },
  },
};
