import { Alert, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

interface Props<Values> {
  form: FormInstance<Values>;
  title: string;
  okText: string;
  busy: boolean;
  /** What the server refused in the last save, repeated here because the banner sits behind the dialog. */
  fieldMessages: string[];
  initial?: Partial<Values>;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog around one form: OK submits it once the browser's checks pass; the server's refusals of fields are
 * listed above it while it stays open.
 */
export function FormDialog<Values>({
  form,
  title,
  okText,
  busy,
  fieldMessages,
  initial,
  onSubmit,
  onCancel,
  children,
}: Props<Values>) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {fieldMessages.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="Please correct these fields"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {fieldMessages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onSubmit} requiredMark="optional">
        {children}
      </Form>
    </Modal>
  );
}
