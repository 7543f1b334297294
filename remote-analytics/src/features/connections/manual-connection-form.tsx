import { Form, Input, Modal, Select } from 'antd';
import { useSourceTypes } from './get-tenant';
import type { ManualConnection, ManualConnectionFields, ManualSourceType } from './get-manual-connections';
import { useSaveManualConnection } from './save-manual-connection';

/** Add or edit a connection typed by hand: its source (fixed once made), a name, the account id at the source. */
export function ManualConnectionForm(props: {
  workspaceId: number;
  editing: ManualConnection | null;
  onClose: () => void;
}) {
  const { editing, onClose } = props;
  const [form] = Form.useForm<ManualConnectionFields>();
  const save = useSaveManualConnection(props.workspaceId);
  const sources = useSourceTypes();

  const submit = async (fields: ManualConnectionFields) => {
    await save.mutateAsync({
      id: editing?.id,
      fields: { ...fields, sourceType: editing ? (editing.sourceType as ManualSourceType) : fields.sourceType },
    });
    onClose();
  };

  return (
    <Modal
      open
      title={editing ? `Edit ${editing.name}` : 'Add a manual connection'}
      okText={editing ? 'Save' : 'Add'}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          editing ? { name: editing.name, accountId: editing.accountId, sourceType: editing.sourceType } : {}
        }
        onFinish={(fields) => void submit(fields).catch(() => undefined)}
      >
        <Form.Item name="sourceType" label="Source" rules={[{ required: true, message: 'Choose a source' }]}>
          <Select
            disabled={Boolean(editing)}
            options={sources.map((s) => ({ value: s.sourceType, label: s.name }))}
            placeholder="Choose a source"
          />
        </Form.Item>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="accountId" label="Account ID" rules={[{ required: true, whitespace: true, max: 120 }]}>
          <Input maxLength={120} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
