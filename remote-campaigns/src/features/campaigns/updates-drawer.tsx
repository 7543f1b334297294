import { formatDateTime } from '@beacon/shared/format';
import { Drawer, Flex, List, Typography } from 'antd';
import { useCampaignUpdates } from './get-campaign-updates';
import { LoadedRows } from '../../ui/loaded-rows';

/** The campaign's updates, newest first (spec section 2: `?openUpdates=true` opens it). */
export function UpdatesDrawer({
  clientId,
  campaignId,
  open,
  onClose,
}: {
  clientId: number;
  campaignId: number;
  open: boolean;
  onClose: () => void;
}) {
  const updates = useCampaignUpdates(clientId, campaignId, open);
  const rows = updates.data?.rows;
  return (
    <Drawer title="Campaign updates" open={open} onClose={onClose} size="min(440px, 100vw)">
      <LoadedRows query={updates} rows={rows} failed="The updates could not be loaded" emptyTitle="No Updates">
        {(rows) => (
          <List
            aria-label="Updates"
            dataSource={rows}
            renderItem={(update) => (
              <List.Item>
                <Flex vertical gap={4}>
                  <Typography.Text type="secondary">
                    {update.author} · {formatDateTime(update.createdAt)}
                  </Typography.Text>
                  <Typography.Paragraph style={{ margin: 0 }}>{update.body}</Typography.Paragraph>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </LoadedRows>
    </Drawer>
  );
}
