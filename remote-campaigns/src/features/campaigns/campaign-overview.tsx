import { ADDED_VALUE_RATE_TYPES, BOOKED_IMPRESSIONS_NOTES, RATE_TYPE_LABELS } from '@beacon/shared/api';
import { formatBudgetShare, formatCurrency, formatCurrencyWithCents, formatInteger } from '@beacon/shared/format';
import { formatRate } from './campaign-rate';
import { Alert, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { flightDate } from './campaign-dates';
import type { Campaign } from './campaign-types';
import { PacingCard } from './pacing-card';

/** How the rate reads: percent for FLAT_RATE and COST_PLUS, currency for CPM (spec section 9). */
function rateText(campaign: Campaign): string {
  if ((ADDED_VALUE_RATE_TYPES as readonly string[]).includes(campaign.rateType)) return 'Added value';
  return formatRate(campaign.rateType, campaign.rate) || '—';
}

function Figure({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Col xs={12} md={8} xl={4}>
      <Card size="small" role="region" aria-label={title} style={{ height: '100%' }}>
        <Statistic title={title} value={value} />
        {note && <Typography.Text type="secondary">{note}</Typography.Text>}
      </Card>
    </Col>
  );
}

/** The overview tab: the campaign's figures as the server computed them, its blocker, and its pacing. */
export function CampaignOverview({ clientId, campaign }: { clientId: number; campaign: Campaign }) {
  return (
    <Flex vertical gap={16}>
      {campaign.blocker && (
        <Alert type="error" showIcon title="This campaign is blocked" description={campaign.blocker.reason} />
      )}
      <Row gutter={[12, 12]}>
        <Figure title="Budget" value={formatCurrency(campaign.totalBudget)} />
        <Figure
          title="Delivered"
          value={formatCurrencyWithCents(campaign.totalDeliveredBudget)}
          note={formatBudgetShare(campaign.totalDeliveredBudget, campaign.totalBudget)}
        />
        <Figure title="Rate" value={rateText(campaign)} note={RATE_TYPE_LABELS[campaign.rateType]} />
        <Figure
          title="Booked impressions"
          value={formatInteger(campaign.impressions)}
          note={BOOKED_IMPRESSIONS_NOTES[campaign.rateType]}
        />
        <Figure title="Days remaining" value={formatInteger(campaign.daysRemaining)} />
        <Figure
          title="Flight"
          value={flightDate(campaign.campaignStartDate, campaign.estStartDate) || '—'}
          note={`to ${flightDate(campaign.campaignEndDate, campaign.estEndDate) || '—'}`}
        />
      </Row>
      <PacingCard clientId={clientId} campaignId={campaign.id} />
    </Flex>
  );
}
