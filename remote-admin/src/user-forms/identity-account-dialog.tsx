import type { HubData } from '@beacon/shared/api';
import { formatDateTime } from '@beacon/shared/format';
import { LoadFailed } from '@beacon/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Descriptions, Modal, Spin, Tag } from 'antd';
import { fullName } from './user-labels';

/** The account as the hub answers it, for an internal user and a client's user alike. */
type IdentityAccount = HubData<'/internal-users/{username}/identity'>;

/**
 * The identity provider's lookup: the account behind the user's sign-in as the provider holds it (its status says
 * whether the invitation was taken up: FORCE_CHANGE_PASSWORD until it is, CONFIRMED after).
 */
export function IdentityAccountDialog({
  user,
  account,
  onClose,
}: {
  user: { firstName: string; lastName: string; email: string };
  account: UseQueryResult<IdentityAccount>;
  onClose: () => void;
}) {
  const found = account.data;
  return (
    <Modal open title={`${fullName(user)} at the identity provider`} footer={null} onCancel={onClose} destroyOnHidden>
      {account.isError ? (
        <LoadFailed onRetry={() => void account.refetch()} />
      ) : !found ? (
        <Spin aria-label="Looking the user up" />
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'username', label: 'Username', children: found.username },
            { key: 'email', label: 'Email', children: found.email },
            { key: 'status', label: 'Status', children: found.status },
            {
              key: 'enabled',
              label: 'Sign-in',
              children: found.enabled ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>,
            },
            { key: 'created', label: 'Created', children: formatDateTime(found.createdAt) },
            { key: 'updated', label: 'Last changed', children: formatDateTime(found.updatedAt) },
          ]}
        />
      )}
    </Modal>
  );
}
