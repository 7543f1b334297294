import { type CampaignStatus, type RfpStatus } from '@beacon/shared/api';
import { campaignStatusLabel } from '@beacon/shared/format';
import { Tag } from 'antd';
import { constantWords } from '../../ui/constant-words';

const COLORS: Record<string, string> = {
  Blocked: 'red',
  Paused: 'orange',
  Live: 'green',
  Pending: 'gold',
  Draft: 'blue',
  Deal: 'purple',
  Completed: 'default',
  Cancelled: 'default',
};

/** A campaign's status in the spec's words: Draft reads Pre-Launch. */
export function CampaignStatusTag({ status }: { status: CampaignStatus }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {campaignStatusLabel(status)}
    </Tag>
  );
}

/** 'PROPOSAL_SENT' reads 'Proposal Sent'. */
export const proposalStatusLabel = (status: RfpStatus) => constantWords(status);
