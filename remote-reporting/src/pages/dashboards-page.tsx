import { isAdminTypeRole } from '@beacon/shared/access';
import { useCurrentUser } from '@beacon/shared/session';
import { PageHeader, ButtonLink } from '@beacon/shared/ui';
import { AimOutlined, AppstoreOutlined, BarChartOutlined, BellOutlined, SettingOutlined } from '@ant-design/icons';
import { paths } from '@beacon/shared/paths';
import { Card, Flex, Space } from 'antd';
import { CustomReportLinks } from '../features/custom-reports/custom-report-links';
import { useCustomReports } from '../features/custom-reports/get-custom-reports';
import { NativeDashboards } from '../features/native-dashboards/native-dashboards';
import { useSuiteScope } from '../ui/scope';
import { AdvertiserLinks } from './advertiser-links';
import { AdvertiserOverview } from './advertiser-overview';
import { SuitePage } from './suite-page';

/** `dashboards`: the home of reporting-only users: the last 30 days at a glance, then the custom reports. */
function Dashboards() {
  const { clientId, advertiserId, link } = useSuiteScope();
  const user = useCurrentUser();
  const reports = useCustomReports(clientId, advertiserId);
  const canEdit = user ? isAdminTypeRole(user.role) : false;
  return (
    <Flex vertical gap={20}>
      <PageHeader
        title="Dashboards"
        description={
          advertiserId === null
            ? 'Every advertiser you can see, over the last 30 days.'
            : 'This advertiser over the last 30 days.'
        }
        extra={
          <Space wrap>
            <ButtonLink to={link('campaign-reporting')} type="primary" icon={<BarChartOutlined />}>
              Campaign reporting
            </ButtonLink>
            <ButtonLink to={paths.myDashboards(clientId!, advertiserId ?? undefined)} icon={<AppstoreOutlined />}>
              My dashboards
            </ButtonLink>
            <ButtonLink to={paths.alerts(clientId!)} icon={<BellOutlined />}>
              Alerts
            </ButtonLink>
            <ButtonLink to={paths.goals(clientId!)} icon={<AimOutlined />}>
              Goals
            </ButtonLink>
            {advertiserId !== null && <AdvertiserLinks />}
          </Space>
        }
      />
      <AdvertiserOverview clientId={clientId!} advertiserId={advertiserId} />
      {advertiserId !== null && <NativeDashboards clientId={clientId!} advertiserId={advertiserId} />}
      <Card
        title="Custom reports"
        extra={
          canEdit && (
            <ButtonLink to={link('dashboards/custom-report')} icon={<SettingOutlined />}>
              Manage custom reports
            </ButtonLink>
          )
        }
      >
        <CustomReportLinks
          reports={reports.data ?? []}
          hrefOf={(r) =>
            link(
              advertiserId === null
                ? `dashboards/reports/${encodeURIComponent(r.name)}`
                : `dashboards/${encodeURIComponent(r.name)}`,
            )
          }
        />
      </Card>
    </Flex>
  );
}

export default function DashboardsPage() {
  return (
    <SuitePage>
      <Dashboards />
    </SuitePage>
  );
}
