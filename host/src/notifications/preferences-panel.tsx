import { isAbortError } from '@beacon/shared/errors';
import {
  notificationPreferencesQuery,
  useUpdateNotificationPreference,
  type PreferenceChange,
} from '@beacon/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { App, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useNotificationIdentity } from './get-notification-connection';

const CHANNEL_LABELS: Record<string, string> = { in_app: 'In app', email: 'Email' };
const CHANNELS = ['in_app', 'email'];
const title = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);
/** The panel says what failed itself, in a toast: the error banner stays out of it. */
const OWN_ERRORS = { silent: true };

/**
 * One switch per category and channel. Each saves at once, is disabled while saving, refetches afterwards; a
 * failure shows a toast (unless aborted) and closes the menu (spec section 8).
 */
export function PreferencesPanel({ onFailure }: { onFailure: () => void }) {
  const identity = useNotificationIdentity();
  const { message } = App.useApp();
  const preferences = useQuery(notificationPreferencesQuery(identity, OWN_ERRORS));
  const update = useUpdateNotificationPreference(identity, OWN_ERRORS);
  const categories = preferences.data;

  const fail = (error: unknown) => {
    if (!isAbortError(error)) void message.error(error instanceof Error ? error.message : String(error));
    onFailure();
  };
  const failedToRead = preferences.error;
  useEffect(() => {
    if (failedToRead) fail(failedToRead);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure to read
  }, [failedToRead]);

  const save = (change: PreferenceChange) => update.mutate(change, { onError: fail });
  const saving = update.isPending ? update.variables : undefined;

  if (!categories)
    return (
      <div style={{ display: 'grid', placeItems: 'center', flex: 1 }}>
        <Spin aria-label="Loading preferences" />
      </div>
    );
  return (
    <table aria-label="Notification preferences" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: '8px 16px' }}>
            <Typography.Text type="secondary">Category</Typography.Text>
          </th>
          {CHANNELS.map((c) => (
            <th key={c} style={{ padding: 8 }}>
              <Typography.Text type="secondary">{CHANNEL_LABELS[c]}</Typography.Text>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category.slug}>
            <th scope="row" style={{ textAlign: 'left', padding: '8px 16px', fontWeight: 500 }}>
              {title(category.slug)}
            </th>
            {CHANNELS.map((slug) => {
              const channel = category.channels.find((c) => c.slug === slug);
              if (!channel) return <td key={slug} />;
              return (
                <td key={slug} style={{ textAlign: 'center', padding: 8 }}>
                  <Switch
                    size="small"
                    aria-label={`${title(category.slug)} ${CHANNEL_LABELS[slug]}`}
                    checked={channel.enabled}
                    disabled={update.isPending}
                    loading={saving?.category === category.slug && saving.channel === slug}
                    onChange={(enabled) => save({ category: category.slug, channel: slug, enabled })}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
