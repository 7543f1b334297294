import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

interface Props {
  title: string;
  /** What the secret is called in the dialog's words: 'key', 'token'. */
  noun: string;
  secret: string;
  /** Where to keep it and what to do if it is lost. */
  keeping: string;
  /** Said beside the copy button (whom the secret serves). */
  aside?: ReactNode;
  onClose: () => void;
}

/** A new secret, this once: Beacon keeps only its hash, so it cannot be shown again. */
export function SecretShownOnce({ title, noun, secret, keeping, aside, onClose }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert
          type="warning"
          showIcon
          title={`Copy this ${noun} now: it will not be shown again.`}
          description={keeping}
        />
        <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
          {secret}
        </Typography.Text>
        <Flex gap={8} align="center">
          <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
            {copied ? 'Copied' : `Copy ${noun}`}
          </Button>
          {aside}
        </Flex>
      </Flex>
    </Modal>
  );
}
