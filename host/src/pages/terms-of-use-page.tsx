import { hubPost } from '@beacon/shared/api';
import { describeError } from '@beacon/shared/errors';
import { showError, useSessionStore } from '@beacon/shared/session';
import { useBrandStore } from '@beacon/shared/ui';
import { Button, Flex, Modal, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { landingPath } from '../auth/landing';
import { useRuntimeConfig } from '../auth/runtime-config-context';
import { endSessionHere, loadSession } from '../auth/session';

/** /terms-of-use: Continue accepts and reloads the user; closing signs out; on failure the dialog closes. */
export function TermsOfUsePage() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  // The product as the host's brand names it: Northwind's users are welcomed to Northwind Fitness.
  const product = useBrandStore((state) => state.brand.name);
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    try {
      await hubPost('/users/me/terms-of-use');
      const reloaded = await loadSession(config.site);
      if (reloaded) await navigate(landingPath(reloaded, null, config.site), { replace: true });
    } catch (error) {
      setOpen(false);
      showError(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    await endSessionHere();
    await navigate('/auth/login', { replace: true });
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f4f7f9' }}>
      <Result
        status="info"
        title="Terms of use"
        subTitle="Please read and accept the terms of use to continue."
        extra={<Button onClick={() => setOpen(true)}>Review the terms</Button>}
      />
      <Modal
        open={open}
        title={`Welcome to ${product}${user ? `, ${user.firstName}` : ''}`}
        onCancel={() => void close()}
        mask={{ closable: false }}
        footer={
          <Button type="primary" loading={busy} onClick={() => void accept()}>
            Continue
          </Button>
        }
      >
        <Typography.Paragraph>
          Before your data loads, please accept the {product} terms of use. They explain how we look after your
          campaigns, reports and invoices, and what you can expect from us.
        </Typography.Paragraph>
        <Typography.Link href={config.termsOfUseUrl} target="_blank" rel="noreferrer">
          Read the terms of service (PDF)
        </Typography.Link>
      </Modal>
    </Flex>
  );
}
