import { api } from '@beacon/shared/api';

interface RequestConfig {
  url?: string;
  method?: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** axios's AxiosHeaders. */
  headers?: { get?: (name: string) => unknown };
}

/** A small fake of the notification service at the HTTP layer, and of the browser's WebSocket. */
export interface FakeNotification {
  id: string;
  title: string;
  content: string | null;
  custom_attributes: unknown;
  action_url: string | null;
  read_at: number | null;
  seen_at: number | null;
  sent_at: number;
}

export function makeNotification(id: number, extra: Partial<FakeNotification> = {}): FakeNotification {
  return {
    id: String(id),
    title: `Title ${id}`,
    content: `Content ${id}`,
    custom_attributes: null,
    action_url: null,
    read_at: null,
    seen_at: null,
    sent_at: Math.floor(Date.now() / 1000) - id * 60,
    ...extra,
  };
}

export class FakeSocket {
  static instances: FakeSocket[] = [];
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    setTimeout(() => this.push({ type: 'connected' }), 0);
  }
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close() {
    this.onclose?.();
  }
}

export function fakeService(notifications: FakeNotification[]) {
  const calls: string[] = [];
  const state = {
    notifications,
    preferences: ['billing', 'campaign', 'dashboard', 'document', 'general', 'support'].map((slug) => ({
      slug,
      channels: [
        { slug: 'in_app', enabled: true },
        { slug: 'email', enabled: true },
      ],
    })),
    failPreferences: false,
    holdPreferences: null as null | Promise<void>,
  };
  const adapter = async (config: RequestConfig) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    calls.push(`${method} ${url}`);
    const ok = (data: unknown, status = 200) => ({ data, status, statusText: 'OK', headers: {}, config });
    if (url === '/users/me/notification-connection')
      return ok({ data: { email: 'a@b.test', hash: 'h', apiKey: 'k', serviceUrl: '/notify' } });
    if (url === '/ws/auth') return ok({ token: 't', expires_at: 0, url: '/notify/ws' });
    if (url === '/notifications' && method === 'GET') {
      const perPage = Number(config.params?.per_page ?? 15);
      const page = Number(config.params?.page ?? 1);
      const list = state.notifications;
      return ok({
        total: list.length,
        per_page: perPage,
        total_pages: Math.ceil(list.length / perPage),
        current_page: page,
        unread_count: list.filter((n) => !n.read_at).length,
        unseen_count: list.filter((n) => !n.seen_at).length,
        notifications: list
          .slice((page - 1) * perPage, page * perPage)
          .map((n) => ({ category: 'general', topic: null, archived_at: null, ...n })),
      });
    }
    const one = /^\/notifications\/(\w+)\/(read|unread)$/.exec(url);
    if (one) {
      state.notifications = state.notifications.map((n) =>
        n.id === one[1] ? { ...n, read_at: one[2] === 'read' ? 1 : null } : n,
      );
      return ok(null, 204);
    }
    if (url === '/notifications/seen' || url === '/notifications/read') return ok(null, 204);
    if (url === '/notification_preferences') {
      if (method === 'PUT') {
        await state.holdPreferences;
        if (state.failPreferences) {
          // What axios throws for a 422: the service's error body on the response.
          throw Object.assign(new Error('Request failed with status code 422'), {
            isAxiosError: true,
            config,
            response: {
              data: { errors: [{ code: '422', message: 'Preferences could not be saved' }] },
              status: 422,
              statusText: '',
              headers: {},
              config,
            },
          });
        }
        const body = JSON.parse(String(config.data)) as {
          notification_preferences: { categories: { slug: string; channels: { slug: string; enabled: boolean }[] }[] };
        };
        for (const c of body.notification_preferences.categories) {
          const target = state.preferences.find((p) => p.slug === c.slug)!;
          for (const ch of c.channels) target.channels.find((x) => x.slug === ch.slug)!.enabled = ch.enabled;
        }
      }
      // As the service: the array form only for Accept-Version: v2, MagicBell's v1 map form otherwise.
      const version = config.headers?.get?.('Accept-Version');
      if (version !== 'v2') {
        const map = Object.fromEntries(
          state.preferences.map((p) => [p.slug, Object.fromEntries(p.channels.map((ch) => [ch.slug, ch.enabled]))]),
        );
        return ok({ notification_preferences: { categories: map } });
      }
      return ok({ notification_preferences: { categories: state.preferences } });
    }
    return ok({ errors: [{ message: 'Not found' }] }, 404);
  };
  api.defaults.adapter = adapter as unknown as typeof api.defaults.adapter;
  return { calls, state };
}
