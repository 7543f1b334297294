import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@beacon/shared/api';
import { DEMO_HEADER, demoSessionKey, isDemoMode } from '@beacon/shared/demo';
import { classifyNotificationError } from './errors';
import {
  fromService,
  type NotificationIdentity,
  type NotificationPage,
  type PreferenceCategory,
  type ServiceNotification,
  type ServiceNotificationPage,
  type ServicePreferences,
  type ServiceStreamToken,
} from './types';

/** Spec section 9: the notification client waits 30 s and retries 3 times on 408, 413, 429 and 5xx, 0.3 s doubling. */
export const NOTIFICATION_TIMEOUT_MS = 30_000;
export const NOTIFICATION_RETRIES = 3;
const RETRIED = [408, 413, 429, 500, 502, 503, 504];
const BACKOFF_MS = 300;

/** The array form of preferences (categories with channel arrays) is MagicBell's v2; without it, the v1 map. */
const PREFERENCES_V2 = { 'Accept-Version': 'v2' };

export interface ListOptions {
  page?: number;
  perPage?: number;
  read?: boolean;
  seen?: boolean;
  archived?: boolean;
  category?: string;
}

export type NotificationClient = ReturnType<typeof createNotificationClient>;

/** A client of the notification service (MagicBell v1 user API) for one user, authenticated by their hash. */
export function createNotificationClient(
  identity: NotificationIdentity,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) {
  const http = axios.create({
    // The hub client's transport (the default one, or a test's fake of the HTTP layer).
    adapter: api.defaults.adapter,
    baseURL: identity.serviceUrl,
    timeout: NOTIFICATION_TIMEOUT_MS,
    headers: {
      'X-MAGICBELL-API-KEY': identity.apiKey,
      'X-MAGICBELL-USER-EMAIL': identity.email,
      'X-MAGICBELL-USER-HMAC': identity.hash,
    },
  });
  // In demo mode the service redacts what it answers, so that no real title or content reaches the browser.
  http.interceptors.request.use((config) => {
    if (isDemoMode()) config.headers.set(DEMO_HEADER, demoSessionKey());
    return config;
  });
  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as (InternalAxiosRequestConfig & { retryCount?: number }) | undefined;
    const status = error.response?.status;
    if (
      !config ||
      status === undefined ||
      !RETRIED.includes(status) ||
      (config.retryCount ?? 0) >= NOTIFICATION_RETRIES
    ) {
      throw classifyNotificationError(error);
    }
    config.retryCount = (config.retryCount ?? 0) + 1;
    await wait(BACKOFF_MS * 2 ** (config.retryCount - 1));
    return http(config);
  });
  const post = async (path: string) => {
    await http.post(path);
  };

  return {
    async list(options: ListOptions = {}, signal?: AbortSignal): Promise<NotificationPage> {
      const { perPage, ...rest } = options;
      const { data } = await http.get<ServiceNotificationPage>('/notifications', {
        params: { ...rest, per_page: perPage },
        signal,
      });
      return {
        total: data.total,
        perPage: data.per_page,
        totalPages: data.total_pages,
        currentPage: data.current_page,
        unseenCount: data.unseen_count,
        unreadCount: data.unread_count,
        notifications: data.notifications.map(fromService),
      };
    },
    async get(id: string) {
      return fromService(
        (await http.get<{ notification: ServiceNotification }>(`/notifications/${encodeURIComponent(id)}`)).data
          .notification,
      );
    },
    markRead: (id: string) => post(`/notifications/${encodeURIComponent(id)}/read`),
    markUnread: (id: string) => post(`/notifications/${encodeURIComponent(id)}/unread`),
    archive: (id: string) => post(`/notifications/${encodeURIComponent(id)}/archive`),
    unarchive: (id: string) => post(`/notifications/${encodeURIComponent(id)}/unarchive`),
    remove: async (id: string) => {
      await http.delete(`/notifications/${encodeURIComponent(id)}`);
    },
    markAllRead: () => post('/notifications/read'),
    markAllSeen: () => post('/notifications/seen'),
    async preferences(signal?: AbortSignal): Promise<PreferenceCategory[]> {
      return (
        await http.get<{ notification_preferences: ServicePreferences }>('/notification_preferences', {
          headers: PREFERENCES_V2,
          signal,
        })
      ).data.notification_preferences.categories;
    },
    async updatePreferences(
      categories: { slug: string; channels: { slug: string; enabled: boolean }[] }[],
      signal?: AbortSignal,
    ): Promise<PreferenceCategory[]> {
      const { data } = await http.put<{ notification_preferences: ServicePreferences }>(
        '/notification_preferences',
        { notification_preferences: { categories } },
        { signal, headers: PREFERENCES_V2 },
      );
      return data.notification_preferences.categories;
    },
    async streamToken(): Promise<{ token: string; expiresAt: number; url: string }> {
      const { data } = await http.post<ServiceStreamToken>('/ws/auth');
      return { token: data.token, expiresAt: data.expires_at, url: data.url };
    },
  };
}
