import Fastify, { type FastifyInstance } from 'fastify';
import { notificationService } from '../../stand-ins/notification-service/service';
import { readEnvironment } from '../../src/kernel/config/environment';
import { notifySettings } from '../../src/kernel/config/notify-settings';
import { createTestApi, NOTIFICATION_SECRET, type TestApi } from './test-api';

/**
 * A test API and, on a port of its own, the notification service stand-in over the same database (its watcher
 * left off: the tests check for events themselves).
 */
export async function startNotificationService(): Promise<{
  t: TestApi;
  service: FastifyInstance;
  base: string;
  stop: () => Promise<void>;
}> {
  const t = await createTestApi();
  const service = Fastify({ logger: false });
  await notificationService(service, {
    db: t.db,
    secret: NOTIFICATION_SECRET,
    settings: notifySettings(readEnvironment({})),
    watch: false,
  });
  const base = await service.listen({ port: 0, host: '127.0.0.1' });
  const stop = async () => {
    await service.close();
    await t.close();
  };
  return { t, service, base, stop };
}
