import { SHARE_LINK_EXPIRY_DAYS } from '@beacon/shared/api';
import { formatDateTime } from '@beacon/shared/format';
import { App, Button, Flex, Input, List, Modal, Popconfirm, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  expiryIn,
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
  type ShareLink,
  type ShareTarget,
} from './share-links-api';

interface Props {
  clientId: number;
  target: ShareTarget;
  open: boolean;
  onClose: () => void;
}

/** What the dialog calls what it shares. */
const NOUNS: Record<ShareTarget['kind'], string> = { 'campaign-report': 'report', dashboard: 'dashboard' };

const STATE_TAGS: Record<ShareLink['state'], { label: string; color?: string }> = {
  active: { label: 'Active', color: 'green' },
  expired: { label: 'Expired' },
  revoked: { label: 'Revoked', color: 'red' },
};

/** How often and when a link was last opened, in words. */
export function viewsInWords(views: ShareLink['views']): string {
  if (views.count === 0) return 'Not opened yet';
  const times = views.count === 1 ? '1 view' : `${views.count.toLocaleString('en-US')} views`;
  return views.lastViewedAt ? `${times}, last ${formatDateTime(views.lastViewedAt)}` : times;
}

/**
 * Share: a read-only live link to this campaign's report or this dashboard for someone without an account, working
 * for the days chosen; the new link to copy (shown once); its links with their views, each revocable.
 */
export function ShareDialog({ clientId, target, open, onClose }: Props) {
  const noun = NOUNS[target.kind];
  const { message } = App.useApp();
  const [days, setDays] = useState<number>(SHARE_LINK_EXPIRY_DAYS[0]);
  const [made, setMade] = useState<string | null>(null);
  // Read when the dialog opens, not with the report.
  const links = useShareLinks(clientId, target, open);
  const create = useCreateShareLink(clientId);
  const revoke = useRevokeShareLink(clientId);

  const onCreate = () =>
    create.mutate(
      { target, expiresAt: expiryIn(days) },
      {
        onSuccess: ({ url }) => {
          setMade(url);
          void message.success(`Link created: anyone with it can view this ${noun} for ${days} days.`);
        },
      },
    );
  const onCopy = async () => {
    if (!made) return;
    await navigator.clipboard.writeText(made);
    void message.success('Link copied');
  };
  const onRevoke = (link: ShareLink) =>
    revoke.mutate(link.id, { onSuccess: () => void message.success('Link revoked: it no longer opens.') });

  return (
    <Modal
      title={`Share ${target.name}`}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      // The new link is shown once: closed, the dialog forgets it.
      afterClose={() => setMade(null)}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Anyone with the link sees this {noun}, read-only and up to date, without signing in. It shows only what you
          may see, and stops working when it expires or you revoke it.
        </Typography.Paragraph>
        <Flex gap={12} wrap align="center">
          <span id="share-expiry-label">Link works for</span>
          <Radio.Group
            aria-labelledby="share-expiry-label"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            options={SHARE_LINK_EXPIRY_DAYS.map((d) => ({ value: d, label: `${d} days` }))}
            optionType="button"
          />
          <Button type="primary" onClick={onCreate} loading={create.isPending}>
            Create link
          </Button>
        </Flex>
        {made && (
          <Flex gap={8}>
            <Input readOnly value={made} aria-label="New share link" onFocus={(event) => event.target.select()} />
            <Button onClick={() => void onCopy()}>Copy link</Button>
          </Flex>
        )}
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Links to this {noun}
        </Typography.Title>
        <List<ShareLink>
          aria-label={`Links to this ${noun}`}
          loading={links.isPending}
          dataSource={links.data ?? []}
          locale={{ emptyText: 'No links yet' }}
          renderItem={(link) => (
            <List.Item
              actions={
                link.state === 'active' && link.canRevoke
                  ? [
                      <Popconfirm
                        key="revoke"
                        title="Revoke this link?"
                        description="Anyone who opens it will be told it no longer works."
                        okText="Revoke"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => onRevoke(link)}
                      >
                        <Button
                          danger
                          size="small"
                          aria-label={`Revoke the link made ${formatDateTime(link.createdAt)}`}
                        >
                          Revoke
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Flex gap={8} wrap align="center">
                    <span>
                      By {link.createdBy.name}, {formatDateTime(link.createdAt)}
                    </span>
                    <Tag color={STATE_TAGS[link.state].color}>{STATE_TAGS[link.state].label}</Tag>
                  </Flex>
                }
                description={`${link.state === 'active' ? 'Works until' : 'Worked until'} ${formatDateTime(
                  link.revokedAt ?? link.expiresAt,
                )} · ${viewsInWords(link.views)}`}
              />
            </List.Item>
          )}
        />
      </Flex>
    </Modal>
  );
}
