import type { Api, ApiDeps } from '../api/types';
import { identityRoutes } from './identity-routes';
import { internalUserRoutes } from './internal-routes';
import { meRoutes } from './me-routes';
import { standardUserRoutes } from './standard-routes';

export async function userRoutes(api: Api, deps: ApiDeps) {
  await meRoutes(api, deps);
  await standardUserRoutes(api, deps);
  await internalUserRoutes(api, deps);
  await identityRoutes(api, deps);
}
