import { responseStatus } from '@beacon/shared/api';
import { PageLoading, PageTabs, useBrandStore } from '@beacon/shared/ui';
import { Flex, Layout, Result, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { SharedReportSource } from '../features/campaign-reports/report-source';
import { TabReport } from '../features/campaign-reports/tab-report';
import { useSharedReport, type SharedTarget } from '../features/share-links/get-shared-report';
import { SharedHeading } from '../features/share-links/shared-heading';

/** Why a link does not open, in the server's words when it says (revoked, expired, no longer shared). */
function Refused({ status, message }: { status: number | undefined; message: string | undefined }) {
  const gone = status === 410;
  return (
    <Result
      status={gone ? 'warning' : '404'}
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>{gone ? 'This link no longer works' : 'This link does not exist'}</h1>
      }
      subTitle={gone ? message : 'Check that the whole link was copied, or ask the person who shared it for a new one.'}
    />
  );
}

/** The server's message of a refused call, when it sent one. */
const messageOf = (error: unknown): string | undefined =>
  (error as { response?: { data?: { message?: string } } } | null)?.response?.data?.message;

type SharedCampaign = Extract<SharedTarget, { kind: 'campaign-report' }>;

/** A campaign's report as its link shows it: its tabs, drawn by the report page's own components. */
function SharedCampaignView({ token, shared }: { token: string; shared: SharedCampaign }) {
  const [tabKey, setTabKey] = useState<string | null>(null);
  const tab = shared.campaign.tabs.find((t) => t.key === tabKey) ?? shared.campaign.tabs[0];
  return (
    <Flex vertical gap={16}>
      <SharedHeading name={shared.campaign.name} shared={shared} about={` · ${shared.campaign.advertiserName}`} />
      {tab ? (
        <SharedReportSource value={{ token, catalogue: shared.catalogue }}>
          <PageTabs
            activeKey={tab.key}
            onChange={setTabKey}
            items={shared.campaign.tabs.map((t) => ({ key: t.key, label: t.name }))}
          />
          <TabReport key={tab.key} clientId={0} campaign={shared.campaign} tab={tab} />
        </SharedReportSource>
      ) : (
        <Typography.Paragraph>This campaign has no delivery to report yet.</Typography.Paragraph>
      )}
    </Flex>
  );
}

/** A dashboard's link only: the grid library is fetched when the link is a dashboard, not for a campaign's report. */
const SharedDashboardView = lazy(() =>
  import('./shared-dashboard-view').then((m) => ({ default: m.SharedDashboardView })),
);

/**
 * `/shared/:token`: a campaign's report or a dashboard as its share link shows it, to anyone, without signing in:
 * read-only, drawn by the portal's own components over the link's figures, under the site's brand.
 */
export default function SharedReportPage() {
  const token = useParams().token ?? '';
  const shared = useSharedReport(token);
  const brand = useBrandStore((state) => state.brand);
  const data = shared.data;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', paddingInline: 16, background: brand.ink }}>
        <Typography.Text strong style={{ color: '#fff', fontSize: 18 }}>
          {brand.name}
        </Typography.Text>
      </Layout.Header>
      <Layout.Content style={{ padding: 16, maxWidth: 1400, width: '100%', margin: '0 auto' }}>
        <main>
          {shared.isError ? (
            <Refused status={responseStatus(shared.error)} message={messageOf(shared.error)} />
          ) : !data ? (
            <PageLoading shape="report" />
          ) : data.kind === 'dashboard' ? (
            <Suspense fallback={<PageLoading shape="report" />}>
              <SharedDashboardView token={token} shared={data} />
            </Suspense>
          ) : (
            <SharedCampaignView token={token} shared={data} />
          )}
        </main>
      </Layout.Content>
    </Layout>
  );
}
