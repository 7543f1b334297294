import { accessOf } from '../../kernel/access/path-guard';
import type { FastifyRequest } from 'fastify';
import { ADMINISTRATION_ROLES } from '../../semantic/enumerations';
import { forbidden } from '../../kernel/http/errors';

/** Administration (/admin/user-management, its activity and admin checks) is for BeaconAdmin only. */
export function requireAdministrator(request: FastifyRequest) {
  const { user } = accessOf(request);
  if (user.type !== 'INTERNAL' || !(ADMINISTRATION_ROLES as readonly string[]).includes(user.role)) throw forbidden();
}
