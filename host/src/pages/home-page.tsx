import { Card, Flex, Typography } from 'antd';
import { AreaStatusList } from '../areas/area-status-list';

/** The landing page until sign-in decides where each user lands. */
export function HomePage() {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Welcome to Beacon
      </Typography.Title>
      <Card title="Areas">
        <AreaStatusList />
      </Card>
    </Flex>
  );
}
