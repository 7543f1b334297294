import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The top of an area's page: its title, a line about it, and its main actions. */
export function PageHeader({
  title,
  description,
  extra,
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Flex gap={16} wrap align="flex-end" justify="space-between">
      <div style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
