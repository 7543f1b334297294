import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Disable, Enable, Reset password, Resend invitation: one question about one user; closes however it ends. */
export function ConfirmUserDialog({
  title,
  okText,
  danger,
  busy,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph>{children}</Typography.Paragraph>
    </Modal>
  );
}
