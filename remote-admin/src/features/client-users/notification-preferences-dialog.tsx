import { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS } from '@beacon/shared/api';
import { notificationPreferencesQuery, useUpdateNotificationPreference } from '@beacon/shared/notifications';
import { LoadFailed } from '@beacon/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Modal, Spin, Switch, Table } from 'antd';
import { fullName } from '../../user-forms/user-labels';
import type { ClientUser } from './get-client-users';
import { userNotificationIdentityQuery } from './get-user-notification-identity';

const CHANNEL_LABELS: Record<string, string> = { in_app: 'In app', email: 'Email' };
const title = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

/** Manage notifications: that user's preferences, one switch per category and channel, each saved at once. */
export function NotificationPreferencesDialog({
  clientId,
  user,
  onClose,
}: {
  clientId: number;
  user: ClientUser;
  onClose: () => void;
}) {
  const identity = useQuery(userNotificationIdentityQuery(clientId, user.username));
  const preferences = useQuery(notificationPreferencesQuery(identity.data));
  const update = useUpdateNotificationPreference(identity.data);
  const failed = identity.isError || preferences.isError;
  const categories = preferences.data ?? [];
  const enabledOf = (category: string, channel: string) =>
    categories.find((c) => c.slug === category)?.channels.find((c) => c.slug === channel)?.enabled;
  return (
    <Modal open title={`Notifications of ${fullName(user)}`} footer={null} onCancel={onClose} destroyOnHidden>
      {failed ? (
        <LoadFailed onRetry={() => void (identity.isError ? identity.refetch() : preferences.refetch())} />
      ) : !preferences.data ? (
        <Spin aria-label="Loading preferences" />
      ) : (
        <Table
          aria-label="Notification preferences"
          size="small"
          pagination={false}
          rowKey="slug"
          dataSource={NOTIFICATION_CATEGORIES.filter((slug) => categories.some((c) => c.slug === slug)).map((slug) => ({
            slug,
          }))}
          columns={[
            { title: 'Category', key: 'category', render: (_, { slug }) => title(slug) },
            ...NOTIFICATION_CHANNELS.map((channel) => ({
              title: CHANNEL_LABELS[channel],
              key: channel,
              align: 'center' as const,
              render: (_: unknown, { slug }: { slug: string }) => {
                const enabled = enabledOf(slug, channel);
                if (enabled === undefined) return null;
                const saving =
                  update.isPending && update.variables?.category === slug && update.variables.channel === channel;
                return (
                  <Switch
                    size="small"
                    aria-label={`${title(slug)} ${CHANNEL_LABELS[channel]}`}
                    checked={enabled}
                    disabled={update.isPending || preferences.isFetching}
                    loading={saving}
                    onChange={(value) => update.mutate({ category: slug, channel, enabled: value })}
                  />
                );
              },
            })),
          ]}
        />
      )}
    </Modal>
  );
}
