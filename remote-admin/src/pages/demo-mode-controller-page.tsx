import { canAccess } from '@beacon/shared/access';
import { INTERNAL_ROLES } from '@beacon/shared/contract';
import { paths } from '@beacon/shared/paths';
import { useCurrentUser } from '@beacon/shared/session';
import { Button, Card, Flex, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { sendLink } from '../features/demo-mode/send-link';
import { SearchedList } from '../features/demo-mode/searched-list';
import { useDemoCampaigns, useDemoClients, type ClientOption } from '../features/demo-mode/get-demo-lists';

const CLIENTS = { one: 'client', other: 'clients' };
const CAMPAIGNS = { one: 'campaign', other: 'campaigns' };

function CampaignPicker({ client, onBack }: { client: ClientOption; onBack: () => void }) {
  const [search, setSearch] = useState('');
  const campaigns = useDemoCampaigns(client.id, search);
  return (
    <Card title={client.label} extra={<Button onClick={onBack}>Go Back to Clients</Button>}>
      <SearchedList
        results={campaigns}
        search={search}
        onSearch={setSearch}
        noun={CAMPAIGNS}
        emptyTitle="No Campaigns"
        rowKey={(campaign) => campaign.id}
        renderItem={(campaign) => (
          <List.Item
            actions={[
              <Button
                key="advertiser"
                type="link"
                onClick={() => sendLink(paths.advertiser(client.id, campaign.advertiserId))}
              >
                Advertiser
              </Button>,
              <Button key="campaign" type="link" onClick={() => sendLink(paths.campaign(client.id, campaign.id))}>
                Campaign
              </Button>,
              <Button
                key="reporting"
                type="link"
                onClick={() => sendLink(paths.campaignReporting(client.id, campaign.id, campaign.advertiserId))}
              >
                Reporting
              </Button>,
            ]}
          >
            <List.Item.Meta title={campaign.name} description={campaign.advertiserName} />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** demo-mode-controller: internal roles only; anyone else is sent to / (spec section 2). */
export default function DemoModeControllerPage() {
  const user = useCurrentUser();
  if (user && !canAccess(user, { roles: INTERNAL_ROLES })) return <Navigate to="/" replace />;
  return <DemoModeController />;
}

/** Pick a client, then a campaign; its links drive the other window. */
function DemoModeController() {
  const [search, setSearch] = useState('');
  const [client, setClient] = useState<ClientOption | null>(null);
  const clients = useDemoClients(search);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Demo mode controller
      </Typography.Title>
      <Typography.Text type="secondary">
        Choose what the demo window shows. Links open in the other window.
      </Typography.Text>
      {client ? (
        <CampaignPicker client={client} onBack={() => setClient(null)} />
      ) : (
        <Card>
          <SearchedList
            results={clients}
            search={search}
            onSearch={setSearch}
            noun={CLIENTS}
            emptyTitle="No Clients"
            rowKey={(option) => option.id}
            renderItem={(option) => (
              <List.Item
                actions={[
                  <Button
                    key="view"
                    type="link"
                    onClick={() => setClient(option)}
                    // Its words wrap on a narrow screen rather than push the page wider than it.
                    style={{ whiteSpace: 'normal', height: 'auto', paddingInline: 0, textAlign: 'start' }}
                  >
                    View Advertisers and Campaigns
                  </Button>,
                ]}
              >
                <Space>{option.label}</Space>
              </List.Item>
            )}
          />
        </Card>
      )}
    </Flex>
  );
}
