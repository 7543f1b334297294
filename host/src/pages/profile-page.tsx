import { Card, Flex, Typography } from 'antd';
import { AreaStatusList } from '../areas/area-status-list';

/** The user's own page. Signed-in details arrive with the sign-in issue; the release list helps support today. */
export function ProfilePage() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Profile
      </Typography.Title>
      <Card title="About this Beacon">
        <AreaStatusList />
      </Card>
    </Flex>
  );
}
