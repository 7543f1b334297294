import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CreatedApiKey } from './create-api-key';

/** The key, this once: Beacon keeps only its hash, so it cannot be shown again. */
export function NewKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };
  return (
    <Modal
      open
      title={`API key ${created.name}`}
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
          title="Copy this key now: it will not be shown again."
          description="Beacon keeps only a fingerprint of it. Store it in your pipeline's secrets; if it is lost, revoke it and create another."
        />
        <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
          {created.key}
        </Typography.Text>
        <Flex gap={8} align="center">
          <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy key'}
          </Button>
          <Typography.Text type="secondary">
            {created.clientName ? `For ${created.clientName} only` : 'For the whole agency'}
          </Typography.Text>
        </Flex>
      </Flex>
    </Modal>
  );
}
