import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useRouteHeading } from './route-heading';

/**
 * The top of an area's page: its title, a line about it, and its main actions. Without a title it shows its
 * route's title and description (from the manifest), the same heading the host drew while the page loaded.
 */
export function PageHeader({
  title,
  description,
  extra,
}: {
  title?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}) {
  const route = useRouteHeading();
  const shownTitle = title ?? route?.title;
  // The route's line goes with the route's title only: a page with its own title says its own line, if any.
  const shownDescription = title === undefined ? (description ?? route?.description) : description;
  return (
    <Flex gap={16} wrap align="flex-end" justify="space-between">
      <div style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {shownTitle}
        </Typography.Title>
        {shownDescription && <Typography.Text type="secondary">{shownDescription}</Typography.Text>}
      </div>
      {extra && (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
