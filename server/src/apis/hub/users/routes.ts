import { adminCheckRoutes } from '../admin-checks/routes';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { auditRoutes } from '../audit/routes';
import { identityRoutes } from './identity-routes';
import { internalUserRoutes } from './internal-routes';
import { meRoutes } from './me-routes';
import { standardUserRoutes } from './standard-routes';

export async function userRoutes(api: Api, deps: ApiDeps) {
  await meRoutes(api, deps);
  await standardUserRoutes(api, deps);
  await internalUserRoutes(api, deps);
  await identityRoutes(api, deps);
  // Administration's other lists, registered with user management so the hub's route table stays as it is.
  await auditRoutes(api, deps);
  await adminCheckRoutes(api, deps);
}
