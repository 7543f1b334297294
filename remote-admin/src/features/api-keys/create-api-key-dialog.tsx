import { describeFieldErrors } from '@beacon/shared/errors';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormDialog } from '../../forms/form-dialog';
import { ClientSelect } from './client-select';
import { useCreateApiKey, type CreatedApiKey } from './create-api-key';
import { NewKeyDialog } from './new-key-dialog';

interface Values {
  name: string;
  clientId?: number | null;
}

/** Create: a name and, for a client's key, the client; then the key itself, shown once. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  if (created) return <NewKeyDialog created={created} onClose={onClose} />;
  const submit = ({ name, clientId }: Values) =>
    create.mutate({ name: name.trim(), clientId: clientId ?? null }, { onSuccess: setCreated });
  return (
    <FormDialog
      form={form}
      title="Create API key"
      okText="Create"
      busy={create.isPending}
      fieldMessages={describeFieldErrors(create.error)}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label="Name"
        extra="What will call with it, e.g. Snowflake nightly load."
        rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}
      >
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="clientId"
        label="Client"
        extra="Leave empty for the whole agency: that key reaches every client and may create clients. A client's key writes that client's data only."
      >
        <ClientSelect />
      </Form.Item>
    </FormDialog>
  );
}
