import { Alert, Modal, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { useAdAccounts, type AccountSourceType } from './get-ad-accounts';
import type { Connection } from './get-connections';
import { useUpdateConnection } from './update-connection';

/** After a sign-in (or later, from its row): which of the ad accounts the sign-in reaches this connection reads. */
export function AccountPicker(props: { workspaceId: number; connection: Connection; onClose: () => void }) {
  const { connection, onClose } = props;
  const accounts = useAdAccounts(connection.sourceType as AccountSourceType, connection.connectionId);
  const update = useUpdateConnection(props.workspaceId);
  const [chosen, setChosen] = useState<string | null>(connection.accountId);
  const account = accounts.data?.find((a) => a.id === chosen);

  const save = async () => {
    if (account)
      await update.mutateAsync({
        connectionId: connection.connectionId,
        // The first sync starts with the account chosen: the connection's figures come without another step.
        changes: { accountId: account.id, accountName: account.name, sync: true },
      });
    onClose();
  };

  return (
    <Modal
      open
      // "Choose the Meta Ads account", "Choose The Trade Desk account".
      title={`Choose ${/^the /i.test(connection.sourceName) ? '' : 'the '}${connection.sourceName} account`}
      okText="Use this account"
      okButtonProps={{ disabled: !account }}
      confirmLoading={update.isPending}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="success" showIcon title={`${connection.name} is connected.`} />
        {accounts.isPending ? (
          <Spin />
        ) : (
          <Radio.Group
            aria-label="Ad accounts"
            value={chosen}
            onChange={(e) => setChosen(e.target.value as string)}
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.id})` }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        )}
      </Space>
    </Modal>
  );
}
