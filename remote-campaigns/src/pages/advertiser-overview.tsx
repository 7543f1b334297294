import { loadOf } from '@beacon/shared/api';
import { formatInteger } from '@beacon/shared/format';
import { Card, Col, Flex, Row, Statistic } from 'antd';
import { CampaignsGrid } from '../features/campaigns/campaigns-grid';
import { useCampaigns } from '../features/campaigns/get-campaigns';
import type { Advertiser } from '../features/advertisers/advertiser-types';

/** The advertiser page's overview tab, composed of two features: its counts and its campaigns (Closed Won left out). */
export function AdvertiserOverview({ clientId, advertiser }: { clientId: number; advertiser: Advertiser }) {
  const campaigns = useCampaigns(clientId, { filter: 'all', advertiserId: advertiser.id });
  const counts = advertiser.countsForCurrentClient;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Card size="small" role="region" aria-label="Live campaigns">
            <Statistic title="Live campaigns" value={formatInteger(counts.countOfCampaignsActive)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small" role="region" aria-label="Closed won">
            <Statistic title="Closed won" value={formatInteger(counts.countOfCampaignsClosedWon)} />
          </Card>
        </Col>
      </Row>
      <Card title="Campaigns" styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        <CampaignsGrid
          clientId={clientId}
          rows={campaigns.data?.rows}
          {...loadOf(campaigns)}
          csvName={`campaigns-advertiser-${advertiser.id}`}
        />
      </Card>
    </Flex>
  );
}
