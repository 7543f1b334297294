import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, readConfig, type ServerConfig } from './kernel/config/config';
import { ownPortNotificationServer } from '../stand-ins/notification-service/service';
import { openProduct } from './product';

const config = configuration();

/** The configuration, or a clear word on what is wrong with it and an exit (no stack trace for a bad variable). */
function configuration(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`[beacon] ${error.message}`);
    process.exit(1);
  }
}

/** One server process: the product, its app, listening until SIGINT/SIGTERM. */
async function serve() {
  const started = Date.now();
  const product = await openProduct(config);
  const app = await buildApp(config, product);
  await app.listen({ port: config.port, host: config.host });
  const notifyPort = config.notify.ownPort;
  const notify = notifyPort
    ? await ownPortNotificationServer({
        db: product.db,
        secret: product.secrets.notificationSecret,
        settings: config.notify,
        publicUrl: config.publicUrl,
        logLevel: config.logLevel,
      })
    : null;
  await notify?.listen({ port: notifyPort!, host: config.host });
  console.log(
    `[beacon] Beacon is at http://localhost:${config.port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s${cluster.isWorker ? `, process ${process.pid}` : ''})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void Promise.all([app.close(), notify?.close()]).then(async () => {
        await product.db.close();
        if (product.reportsDb !== product.db) await product.reportsDb.close();
        process.exit(0);
      });
    });
  }
}

/**
 * BEACON_WORKERS=N on PostgreSQL: N server processes share the port (Node's cluster), each with its own pool,
 * as N instances behind a proxy would. The primary migrates and seeds first, then restarts a worker that dies.
 */
async function superviseWorkers() {
  const product = await openProduct(config);
  await product.db.close();
  if (product.reportsDb !== product.db) await product.reportsDb.close();
  let stopping = false;
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[beacon] server process ${worker.process.pid} ended (${code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    });
  }
}

if (config.workers > 1 && cluster.isPrimary) {
  if (config.databaseUrl) await superviseWorkers();
  else {
    console.warn('[beacon] BEACON_WORKERS needs DATABASE_URL (PGlite belongs to one process): running one process');
    await serve();
  }
} else await serve();
