import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useSuiteScope } from '../ui/scope';
import { SuitePage } from './suite-page';

/** `dashboards/dap/{dashboardKey}`: analytics dashboards are not built yet; say so and offer the way back. */
function AnalyticsDashboard() {
  const { link } = useSuiteScope();
  return (
    <Result
      status="info"
      title="This dashboard is not available yet"
      subTitle="Analytics dashboards are on their way. Campaign reporting and custom reports are ready now."
      extra={
        <Link to={link('dashboards')}>
          <Button type="primary">Back to dashboards</Button>
        </Link>
      }
    />
  );
}

export default function AnalyticsDashboardPage() {
  return (
    <SuitePage>
      <AnalyticsDashboard />
    </SuitePage>
  );
}
