import { Card, Flex, Typography } from 'antd';
import { AreaStatusList } from '../areas/area-status-list';
import { ProfileDetails } from './profile-details';
import { ProfilePassword } from './profile-password';

/** /profile: the user's own details, their password, and the releases this tab runs (what support asks first). */
export function ProfilePage() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Your profile
      </Typography.Title>
      <Card title="Your details">
        <ProfileDetails />
      </Card>
      <Card title="Password">
        <ProfilePassword />
      </Card>
      <Card title="About this Beacon">
        <AreaStatusList />
      </Card>
    </Flex>
  );
}
