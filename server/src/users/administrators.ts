import { accessOf } from '../access/path-guard';
import type { FastifyRequest } from 'fastify';
import { ADMINISTRATION_ROLES } from '../api/enumerations';
import { forbidden } from '../api/errors';

/** Administration (/admin/user-management, its activity and admin checks) is for BeaconAdmin only. */
export function requireAdministrator(request: FastifyRequest) {
  const { user } = accessOf(request);
  if (user.type !== 'INTERNAL' || !(ADMINISTRATION_ROLES as readonly string[]).includes(user.role)) throw forbidden();
}
