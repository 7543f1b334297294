import { describeFieldErrors, describeRefusal } from '@beacon/shared/errors';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import type { Connection } from './get-connections';
import type { SourceTypeInfo } from './get-tenant';
import { useConnectWithToken, type TokenConnectionFields } from './connect-with-token';

/**
 * Connect a source that takes an API token instead of a sign-in (The Trade Desk): the person pastes the token made
 * in the vendor's portal and, when it reaches several partners, names one. Beacon checks it with the vendor; what
 * the vendor said is shown when it refuses. The token is never shown again once sent.
 */
export function TokenConnectionForm(props: {
  workspaceId: number;
  source: SourceTypeInfo;
  onConnected: (connection: Connection) => void;
  onClose: () => void;
}) {
  const { source, onClose } = props;
  const [form] = Form.useForm<Omit<TokenConnectionFields, 'sourceType'>>();
  const connect = useConnectWithToken(props.workspaceId);
  const refusal = connect.isError ? describeRefusal(connect.error) : null;
  const fields = connect.isError ? describeFieldErrors(connect.error) : [];

  const submit = async ({ token, partnerId }: Omit<TokenConnectionFields, 'sourceType'>) => {
    const made = await connect.mutateAsync({
      sourceType: source.sourceType as TokenConnectionFields['sourceType'],
      token: token.trim(),
      ...(partnerId?.trim() ? { partnerId: partnerId.trim() } : {}),
    });
    props.onConnected(made.connection);
  };

  return (
    <Modal
      open
      title={`Connect ${source.name}`}
      okText="Connect"
      confirmLoading={connect.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(f) => void submit(f).catch(() => undefined)}>
        <Typography.Paragraph type="secondary">
          Paste an API token made in {source.name}&apos;s partner portal. Beacon checks it with {source.name}, keeps it
          encrypted and never shows it again.
        </Typography.Paragraph>
        <Form.Item
          name="token"
          label="API token"
          rules={[{ required: true, whitespace: true, message: 'Paste the API token' }]}
        >
          <Input.Password autoComplete="off" maxLength={4096} />
        </Form.Item>
        <Form.Item
          name="partnerId"
          label="Partner ID"
          extra="Only needed when the token reaches more than one partner."
          rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: 'A partner ID has letters, digits, - and _ only' }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={refusal}
            description={fields.length > 0 ? fields.join(' ') : undefined}
          />
        )}
      </Form>
    </Modal>
  );
}
