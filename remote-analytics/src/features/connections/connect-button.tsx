import { LinkOutlined } from '@ant-design/icons';
import type { OAuthSourceType } from './oauth-return';
import { Button, Dropdown } from 'antd';
import { useSourceTypes } from './get-tenant';
import { useStartOAuth } from './start-oauth';

/**
 * Connect: pick an ad platform, sign in on its own consent page, come back through `/oauth-redirect`.
 * `leave` sends the browser away (the page passes `window.location.assign`; tests pass a spy).
 */
export function ConnectButton(props: { workspaceId: number; returnTo: string; leave: (url: string) => void }) {
  const start = useStartOAuth(props.workspaceId, props.returnTo, props.leave);
  const sources = useSourceTypes().filter((s) => s.oauth);
  return (
    <Dropdown
      trigger={['click']}
      disabled={sources.length === 0}
      menu={{
        items: sources.map((s) => ({ key: s.sourceType, label: s.name })),
        onClick: ({ key }) => start.mutate(key as OAuthSourceType),
      }}
    >
      <Button type="primary" icon={<LinkOutlined />} loading={start.isPending || start.isSuccess}>
        Connect
      </Button>
    </Dropdown>
  );
}
