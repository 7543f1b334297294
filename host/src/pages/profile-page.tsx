import { useCurrentUser } from '@beacon/shared/session';
import { Card, Flex, Typography } from 'antd';
import { AreaStatusList } from '../areas/area-status-list';
import { ProfileDetails } from './profile-details';
import { ProfilePassword } from './profile-password';

/**
 * /profile: the user's own details and their password; for agency staff also the releases this tab runs (what
 * support asks first). Client users are not shown release hashes.
 */
export function ProfilePage() {
  const staff = useCurrentUser()?.type === 'INTERNAL';
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
      {staff && (
        <Card title="About this Beacon">
          <AreaStatusList />
        </Card>
      )}
    </Flex>
  );
}
