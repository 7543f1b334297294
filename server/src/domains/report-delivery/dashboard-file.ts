import type { ClientScope } from '../../kernel/access/scope';
import { sessionUsers } from '../../kernel/auth/resolve-user';
import type { Database } from '../../kernel/db/database';
import { HttpError } from '../../kernel/http/errors';
import { dashboardFigures } from '../custom-dashboards/dashboard-figures';
import { dashboardPdf } from '../custom-dashboards/dashboard-pdf';
import { customDashboardById } from '../custom-dashboards/queries';

export const DASHBOARD_GONE = 'The dashboard is no longer one the person who scheduled it may open';

/**
 * A scheduled dashboard as a PDF: read as its schedule's maker may open it today (a maker disabled, or a dashboard
 * made private by another since, fails the run), each widget over the schedule's range in the schedule's scope.
 */
export async function scheduledDashboardPdf(
  db: Database,
  scope: ClientScope,
  schedule: { dashboardId: number; makerId: number | null; range: string },
  document: { brand: string | null; lines: string[] },
): Promise<Buffer> {
  const maker =
    schedule.makerId === null
      ? undefined
      : await sessionUsers(db).where('u.id', '=', schedule.makerId).executeTakeFirst();
  if (!maker?.enabled) throw new Error(DASHBOARD_GONE);
  const viewer = { scope, userId: maker.id, role: maker.role };
  const dashboard = await customDashboardById(db, viewer, schedule.dashboardId).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) throw new Error(DASHBOARD_GONE);
    throw error;
  });
  const figures = await dashboardFigures(db, scope, dashboard, schedule.range);
  return dashboardPdf(dashboard, figures, document);
}
