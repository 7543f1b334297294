import { Form, Modal, type FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

interface Props<Values> {
  form: FormInstance<Values>;
  open: boolean;
  /** The dialog's title, which also names its form. */
  title: string;
  okText: string;
  busy: boolean;
  initial: Partial<Values>;
  onCancel: () => void;
  /** Sends what the form holds; true once the server has created it, and the form starts again empty. */
  onCreate: (values: Values) => Promise<boolean>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that creates one thing from one form. A field the form refuses says why under it, and a refusal of the
 * server's is listed by the banner: either way the dialog stays open.
 */
export function CreateDialog<Values>({ form, busy, initial, onCreate, children, ...modal }: Props<Values>) {
  return (
    <Modal
      {...modal}
      confirmLoading={busy}
      destroyOnHidden
      onOk={async () => {
        const values = await form.validateFields().catch(() => null);
        if (values && (await onCreate(values))) form.resetFields();
      }}
    >
      <Form<Values> form={form} layout="vertical" aria-label={modal.title} initialValues={initial}>
        {children}
      </Form>
    </Modal>
  );
}

/** Whether a request the dialog sent succeeded (a failure is said by the error banner, and the dialog stays open). */
export const succeeded = (sent: Promise<unknown>) =>
  sent.then(
    () => true,
    () => false,
  );

/** What a list page gives its create dialog (`useCreateDialog`'s `dialog`): whether it is open, and what it sends. */
export interface CreateDialogState<Body> {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Sends what the dialog made; true once the server has created it. */
  onCreate: (body: Body) => Promise<boolean>;
}

/**
 * A list page's create dialog, over the request that creates: opened by the header's button (`adding`), closed once
 * the server has created what it sent; a failure leaves it open.
 */
export function useCreateDialog<Body>(
  label: string,
  create: UseMutationResult<unknown, unknown, Body>,
): { adding: { label: string; onClick: () => void }; dialog: CreateDialogState<Body> } {
  const [open, setOpen] = useState(false);
  return {
    adding: { label, onClick: () => setOpen(true) },
    dialog: {
      open,
      busy: create.isPending,
      onCancel: () => setOpen(false),
      onCreate: async (body: Body) => {
        const created = await succeeded(create.mutateAsync(body));
        if (created) setOpen(false);
        return created;
      },
    },
  };
}
