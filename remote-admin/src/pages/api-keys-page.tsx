import { PlusOutlined } from '@ant-design/icons';
import { LoadFailed, PageHeader, useDialogState } from '@beacon/shared/ui';
import { Button, Card, Flex } from 'antd';
import { ApiKeysTable } from '../features/api-keys/api-keys-table';
import { CreateApiKeyDialog } from '../features/api-keys/create-api-key-dialog';
import { useApiKeys, type ApiKey } from '../features/api-keys/get-api-keys';
import { RevokeApiKeyDialog } from '../features/api-keys/revoke-api-key-dialog';

type Dialog = { kind: 'create' } | { kind: 'revoke'; apiKey: ApiKey };

/** admin/api-keys (BeaconAdmin): the keys the agency's pipelines load data with through the ingestion API. */
export default function ApiKeysPage() {
  const keys = useApiKeys();
  const [dialog, setDialog] = useDialogState<Dialog>();
  return (
    <Flex vertical gap={20}>
      <PageHeader
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
            Create API key
          </Button>
        }
      />
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        {keys.isError ? (
          <LoadFailed onRetry={() => void keys.refetch()} />
        ) : (
          <ApiKeysTable
            keys={keys.data}
            loading={keys.isPending}
            onRevoke={(apiKey) => setDialog({ kind: 'revoke', apiKey })}
          />
        )}
      </Card>
      {dialog?.kind === 'create' && <CreateApiKeyDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'revoke' && <RevokeApiKeyDialog apiKey={dialog.apiKey} onClose={() => setDialog(null)} />}
    </Flex>
  );
}
