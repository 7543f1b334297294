import type { SessionUser } from '../../kernel/auth/resolve-user';
import { HttpError } from '../../kernel/http/errors';

/** How far each role reaches: a manager grants and changes only roles at or below their own. */
const ROLE_RANK: Record<string, number> = {
  BeaconAdmin: 4,
  BeaconStandard: 3,
  PartnerSolutions: 3,
  Admin: 2,
  REPORTING_ONLY: 1,
  FRANCHISEE: 1,
};

export const roleRank = (role: string) => ROLE_RANK[role] ?? 0;

/**
 * A manager may not hand out more than they hold: no role above their own, and (for client users, who hold a
 * chosen set) no privilege they lack. Answered as field errors so the dialog can say which field.
 */
export function assertCanGrant(manager: SessionUser, grant: { role: string; privileges?: readonly string[] }) {
  if (roleRank(grant.role) > roleRank(manager.role))
    throw new HttpError(403, 'You cannot grant a role above your own', [
      { field: 'role', message: 'cannot be above your own role' },
    ]);
  const lacking = (grant.privileges ?? []).filter(
    (p) => manager.type === 'STANDARD' && !manager.privileges.includes(p),
  );
  if (lacking.length > 0)
    throw new HttpError(403, 'You cannot grant a privilege you do not hold', [
      { field: 'privileges', message: `cannot include ${lacking.join(', ')}, which you do not hold` },
    ]);
}

/** Nobody changes a user who outranks them. */
export function assertCanManage(manager: SessionUser, target: { role: string }) {
  if (roleRank(target.role) > roleRank(manager.role)) throw new HttpError(403, 'Forbidden');
}
