import { Modal, Typography } from 'antd';
import type { ApiKey } from './get-api-keys';
import { useRevokeApiKey } from './revoke-api-key';

/** Revoke, once confirmed: whatever calls with the key is refused from then on. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <Modal
      open
      title={`Revoke ${apiKey.name}?`}
      okText="Revoke"
      okButtonProps={{ danger: true }}
      onOk={() => revoke.mutate(apiKey.id, { onSettled: onClose })}
      onCancel={onClose}
      confirmLoading={revoke.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Pipelines calling with {apiKey.prefix}… will be refused from now on. This cannot be undone: a new key would have
        to be created and given to them.
      </Typography.Paragraph>
    </Modal>
  );
}
