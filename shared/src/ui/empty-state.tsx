import { ReloadOutlined, SearchOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** Spec section 2: a grid whose filter leaves nothing says so in these words. */
export const NO_RESULTS_FOUND = 'No Results Found';
const LOAD_FAILED_TITLE = 'This could not be loaded';

interface EmptyStateProps {
  /** What there is none of, in the spec's words: 'No Campaigns', 'No Invoices'. */
  title: string;
  description?: ReactNode;
  /** A button or link that helps (clear the search, try again). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** The one look of "nothing here" in every area: a quiet picture, a title, a line of help, maybe an action. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" style={{ padding: `${token.paddingLG}px ${token.padding}px` }} role="status">
      <Empty
        image={
          icon ? (
            <span style={{ fontSize: 40, color: token.colorTextQuaternary }}>{icon}</span>
          ) : (
            Empty.PRESENTED_IMAGE_SIMPLE
          )
        }
        styles={{ image: { height: icon ? 48 : undefined, marginBottom: token.marginXS } }}
        description={
          <Flex vertical gap={4} align="center">
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
              {title}
            </Typography.Text>
            {description && <Typography.Text type="secondary">{description}</Typography.Text>}
          </Flex>
        }
      >
        {action}
      </Empty>
    </Flex>
  );
}

/** A search or filter that matched nothing, with a way back to everything. */
export function NoResults({ query, onClear }: { query?: string; onClear?: () => void }) {
  return (
    <EmptyState
      title={NO_RESULTS_FOUND}
      icon={<SearchOutlined />}
      description={query ? `Nothing matches “${query}”. Check the spelling or try fewer words.` : undefined}
      action={onClear && <Button onClick={onClear}>Clear search</Button>}
    />
  );
}

/** A load that failed: the banner carries the reason; this says what is missing and offers to try again. */
export function LoadFailed({ title = LOAD_FAILED_TITLE, onRetry }: { title?: string; onRetry?: () => void }) {
  return (
    <EmptyState
      title={title}
      icon={<WarningOutlined />}
      description="Check your connection, then try again."
      action={
        onRetry && (
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
