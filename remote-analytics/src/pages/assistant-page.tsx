import { AdvertiserGate, type AdvertiserContext } from '@beacon/shared/access';
import { ApiOutlined } from '@ant-design/icons';
import { parseId, paths } from '@beacon/shared/paths';
import { ButtonLink, OutOfReach, PageHeader } from '@beacon/shared/ui';
import { Flex, Segmented } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AssistantChat } from '../features/assistant/assistant-chat';
import { useCampaign } from '../features/assistant/get-campaign';
import type { AssistantFocus } from '../features/assistant/use-assistant';

type Scope = 'campaign' | 'advertiser' | 'client';

function Assistant({ clientId, advertiserId, advertiser }: AdvertiserContext) {
  const rawCampaignId = useParams().campaignId;
  const campaignId = parseId(rawCampaignId);
  const campaign = useCampaign(clientId, campaignId);
  const [scope, setScope] = useState<Scope>(campaignId ? 'campaign' : 'advertiser');

  const wrongCampaign =
    (rawCampaignId !== undefined && campaignId === null) ||
    campaign.isError ||
    (campaign.data && campaign.data.advertiser.id !== advertiserId);
  if (wrongCampaign) return <OutOfReach />;
  if (campaignId && !campaign.data) return null;

  // "We" in a question means what the conversation is about: this campaign, this advertiser, or the whole client.
  const focus: AssistantFocus = {
    clientId,
    advertiserId: scope === 'client' ? null : advertiserId,
    campaignId: scope === 'campaign' ? campaignId : null,
  };
  const options = [
    ...(campaign.data ? [{ value: 'campaign', label: campaign.data.campaignName }] : []),
    { value: 'advertiser', label: advertiser.name },
    { value: 'client', label: 'All advertisers' },
  ];

  return (
    <Flex vertical gap={20}>
      <PageHeader
        extra={
          <ButtonLink to={paths.dataConnections(clientId, advertiserId)} icon={<ApiOutlined />}>
            Data connections
          </ButtonLink>
        }
      />
      <Flex gap={8} align="center" wrap>
        <span id="assistant-scope">Ask about</span>
        <Segmented
          aria-labelledby="assistant-scope"
          value={scope}
          onChange={(value) => setScope(value as Scope)}
          options={options}
        />
      </Flex>
      <AssistantChat
        key={`${focus.advertiserId}-${focus.campaignId}`}
        focus={focus}
        suggestions={scope === 'campaign' ? ['What is the spend and pacing of this campaign?'] : []}
      />
    </Flex>
  );
}

/** `/clients/{clientId}/reporting-suite/{advertiserId}/assistant[/{campaignId}]`: the AI assistant's chat. */
export default function AssistantPage() {
  return <AdvertiserGate>{(context) => <Assistant {...context} />}</AdvertiserGate>;
}
