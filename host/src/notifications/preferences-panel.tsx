import { isAbortError } from '@beacon/shared';
import type { PreferenceCategory } from '@beacon/shared';
import { App, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useInboxStore } from './inbox-store';

const CHANNEL_LABELS: Record<string, string> = { in_app: 'In app', email: 'Email' };
const CHANNELS = ['in_app', 'email'];
const title = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

/**
 * One switch per category and channel. Each saves at once, is disabled while saving, refetches afterwards; a
 * failure shows a toast (unless aborted) and closes the menu (spec section 8).
 */
export function PreferencesPanel({ onFailure }: { onFailure: () => void }) {
  const client = useInboxStore((s) => s.client);
  const { message } = App.useApp();
  const [categories, setCategories] = useState<PreferenceCategory[] | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    client
      ?.preferences()
      .then((c) => live && setCategories(c))
      .catch((error: unknown) => {
        if (!live || isAbortError(error)) return;
        void message.error(error instanceof Error ? error.message : String(error));
        onFailure();
      });
    return () => {
      live = false;
    };
  }, [client, message, onFailure]);

  const save = async (category: string, channel: string, enabled: boolean) => {
    if (!client) return;
    setSaving(`${category}/${channel}`);
    try {
      await client.updatePreferences([{ slug: category, channels: [{ slug: channel, enabled }] }]);
      setCategories(await client.preferences());
    } catch (error) {
      if (!isAbortError(error)) void message.error(error instanceof Error ? error.message : String(error));
      onFailure();
    } finally {
      setSaving(null);
    }
  };

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
                    disabled={saving !== null}
                    loading={saving === `${category.slug}/${slug}`}
                    onChange={(enabled) => void save(category.slug, slug, enabled)}
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
