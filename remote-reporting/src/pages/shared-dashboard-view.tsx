import { Flex, Typography } from 'antd';
import { SharedReportSource } from '../features/campaign-reports/report-source';
import { DashboardGrid } from '../features/custom-dashboards/dashboard-grid';
import type { SharedTarget } from '../features/share-links/get-shared-report';
import { SharedHeading } from '../features/share-links/shared-heading';
import { visuallyHidden } from '../ui/visually-hidden';
import { DashboardWidget } from './dashboard-widget';

type SharedDashboard = Extract<SharedTarget, { kind: 'dashboard' }>;

/**
 * A dashboard as its share link shows it: its saved widgets on its grid, read-only, each widget's figures the
 * link's answer to that widget (the dashboard's page's own components, over the link's figures).
 */
export function SharedDashboardView({ token, shared }: { token: string; shared: SharedDashboard }) {
  const { dashboard } = shared;
  const place = { advertiserId: null, range: dashboard.range };
  const titleOf = (id: string) => dashboard.widgets.find((w) => w.id === id)?.title ?? 'Widget';
  return (
    <Flex vertical gap={16}>
      <SharedHeading
        name={dashboard.name}
        shared={shared}
        about={`${dashboard.advertiserName ? ` · ${dashboard.advertiserName}` : ''} · ${dashboard.range}`}
      />
      {dashboard.widgets.length === 0 ? (
        <Typography.Paragraph>This dashboard has no widgets yet.</Typography.Paragraph>
      ) : (
        <SharedReportSource value={{ token, catalogue: shared.catalogue }}>
          <h2 style={visuallyHidden}>Widgets</h2>
          <DashboardGrid
            layout={dashboard.layout}
            titleOf={titleOf}
            render={(id, height) => {
              const widget = dashboard.widgets.find((w) => w.id === id);
              return widget && <DashboardWidget clientId={0} widget={widget} dashboard={place} height={height} />;
            }}
          />
        </SharedReportSource>
      )}
    </Flex>
  );
}
