import { LinkOutlined } from '@ant-design/icons';
import type { OAuthSourceType } from './oauth-return';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import type { Connection } from './get-connections';
import { useSourceTypes, type SourceTypeInfo } from './get-tenant';
import { useStartOAuth } from './start-oauth';
import { TokenConnectionForm } from './token-connection-form';

/**
 * Connect: pick an ad platform, sign in on its own consent page, come back through `/oauth-redirect`; or, for a
 * platform that takes an API token (The Trade Desk), paste the token here. `leave` sends the browser away (the page
 * passes `window.location.assign`; tests pass a spy); `onConnected` offers the accounts of a connection made here.
 */
export function ConnectButton(props: {
  workspaceId: number;
  returnTo: string;
  leave: (url: string) => void;
  onConnected: (connection: Connection) => void;
}) {
  const start = useStartOAuth(props.workspaceId, props.returnTo, props.leave);
  const sources = useSourceTypes().filter((s) => s.oauth || s.apiToken);
  const [tokenSource, setTokenSource] = useState<SourceTypeInfo | null>(null);
  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={sources.length === 0}
        menu={{
          items: sources.map((s) => ({ key: s.sourceType, label: s.name })),
          onClick: ({ key }) => {
            const source = sources.find((s) => s.sourceType === key);
            if (source?.apiToken) setTokenSource(source);
            else start.mutate(key as OAuthSourceType);
          },
        }}
      >
        <Button type="primary" icon={<LinkOutlined />} loading={start.isPending || start.isSuccess}>
          Connect
        </Button>
      </Dropdown>
      {tokenSource && (
        <TokenConnectionForm
          workspaceId={props.workspaceId}
          source={tokenSource}
          onClose={() => setTokenSource(null)}
          onConnected={(connection) => {
            setTokenSource(null);
            props.onConnected(connection);
          }}
        />
      )}
    </>
  );
}
