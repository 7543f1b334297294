import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@beacon/shared/api';
import { formatDate } from '@beacon/shared/format';
import { Flex, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useAdvertiserCampaigns, type CampaignOption } from './get-advertiser-campaigns';

/** "Spring Sale (03/01/2026 – 04/30/2026)": a campaign as the pickers name it. */
export function campaignOptionLabel(c: CampaignOption): string {
  const dates = [c.startDate, c.endDate].map((d) => (d ? formatDate(d) : 'open'));
  return c.startDate || c.endDate ? `${c.label} (${dates.join(' – ')})` : c.label;
}

export interface CampaignPick {
  platforms: Platform[];
  campaignIds: number[];
}

/**
 * Platforms, then the advertiser's campaigns on them (read from the campaigns-by-advertiser endpoint): none picked
 * means all. Picking platforms drops picked campaigns that do not run on them.
 */
export function CampaignPicker({
  clientId,
  advertiserId,
  value,
  onChange,
}: {
  clientId: number;
  advertiserId: number;
  value: CampaignPick;
  onChange: (pick: CampaignPick) => void;
}) {
  const campaigns = useAdvertiserCampaigns(clientId, advertiserId, value.platforms);
  const listed = campaigns.data;
  useEffect(() => {
    if (!listed) return;
    const kept = value.campaignIds.filter((id) => listed.some((c) => c.id === id));
    if (kept.length !== value.campaignIds.length) onChange({ ...value, campaignIds: kept });
  }, [listed, value, onChange]);
  return (
    <Flex gap={12} wrap>
      {/* Side by side where they fit; each the whole width of a narrow screen (never wider). */}
      <Form.Item label="Platforms" style={{ minWidth: 'min(240px, 100%)', flex: 1 }}>
        <Select<Platform[]>
          mode="multiple"
          aria-label="Platforms"
          allowClear
          placeholder="All platforms"
          value={value.platforms}
          onChange={(platforms) => onChange({ ...value, platforms })}
          options={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
        />
      </Form.Item>
      <Form.Item label="Campaigns" style={{ minWidth: 'min(320px, 100%)', flex: 2 }}>
        <Select<number[]>
          mode="multiple"
          aria-label="Campaigns"
          allowClear
          showSearch
          optionFilterProp="label"
          loading={campaigns.isLoading}
          placeholder={campaigns.isError ? 'The campaigns could not be loaded' : 'All campaigns'}
          notFoundContent={campaigns.isLoading ? 'Loading…' : 'No Campaigns'}
          value={value.campaignIds}
          onChange={(campaignIds) => onChange({ ...value, campaignIds })}
          options={(listed ?? []).map((c) => ({ value: c.id, label: campaignOptionLabel(c) }))}
        />
      </Form.Item>
    </Flex>
  );
}
