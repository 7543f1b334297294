import { Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * One question, asked before a change (Disable, Enable, Reset password, Resend invitation of a user; Revoke of a key or
 * a token); closes however it ends.
 */
export function ConfirmDialog({
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
