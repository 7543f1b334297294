import { hubQueryOptions } from '@beacon/shared/api';
import { widgetRequest, type DashboardPlace } from '@beacon/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { campaignReportQuery, type ReportRequest } from '../campaign-reports/run-campaign-report';
import { useSharedSource } from '../campaign-reports/report-source';
import { LINK_REFUSALS } from '../share-links/get-shared-report';
import type { Widget } from './custom-dashboards-api';

/**
 * A widget's figures: on the dashboard's page, its question (`widgetRequest`) through the report query route every
 * report asks; on a dashboard's share link, the link's answer to that saved widget (`GET /shared/{token}/widgets/{id}`),
 * which asks the same question on the server with the link's creator's reach.
 */
export function useWidgetReport(clientId: number, widget: Widget, dashboard: DashboardPlace) {
  const shared = useSharedSource();
  const query = shared
    ? hubQueryOptions(
        '/shared/{token}/widgets/{widgetId}',
        { path: { token: shared.token, widgetId: widget.id } },
        { silentOn: LINK_REFUSALS },
      )
    : campaignReportQuery(clientId, widgetRequest(widget, dashboard) as ReportRequest);
  return useQuery(query);
}
