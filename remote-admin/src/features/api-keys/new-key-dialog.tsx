import { Typography } from 'antd';
import { SecretShownOnce } from '../../ui/secret-shown-once';
import type { CreatedApiKey } from './create-api-key';

/** The key, this once: Beacon keeps only its hash, so it cannot be shown again. */
export function NewKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  return (
    <SecretShownOnce
      title={`API key ${created.name}`}
      noun="key"
      secret={created.key}
      keeping="Beacon keeps only a fingerprint of it. Store it in your pipeline's secrets; if it is lost, revoke it and create another."
      aside={
        <Typography.Text type="secondary">
          {created.clientName ? `For ${created.clientName} only` : 'For the whole agency'}
        </Typography.Text>
      }
      onClose={onClose}
    />
  );
}
