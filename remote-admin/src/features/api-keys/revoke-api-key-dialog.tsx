import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { ApiKey } from './get-api-keys';
import { useRevokeApiKey } from './revoke-api-key';

/** Revoke, once confirmed: whatever calls with the key is refused from then on. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      title={`Revoke ${apiKey.name}?`}
      okText="Revoke"
      danger
      busy={revoke.isPending}
      onConfirm={() => revoke.mutate(apiKey.id, { onSettled: onClose })}
      onCancel={onClose}
    >
      Pipelines calling with {apiKey.prefix}… will be refused from now on. This cannot be undone: a new key would have
      to be created and given to them.
    </ConfirmDialog>
  );
}
