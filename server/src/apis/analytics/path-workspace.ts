import type { FastifyRequest } from 'fastify';
import type { Database } from '../../kernel/db/database';
import { accessOf, requireWorkspace } from '../../domains/analytics/access';

/**
 * The workspace a route's path names (`/workspaces/:workspaceId/…`) inside the caller's scope, with that scope:
 * 404 exactly as for one that does not exist (requireWorkspace).
 */
export async function pathWorkspace(db: Database, request: FastifyRequest & { params: { workspaceId: number } }) {
  const access = accessOf(request);
  return { access, workspace: await requireWorkspace(db, access, request.params.workspaceId) };
}
