import { buildApp } from './app';
import { readConfig } from './config';
import { openProduct } from './product';

const config = readConfig();
const started = Date.now();
const product = await openProduct(config);
const app = await buildApp(config, product);
await app.listen({ port: config.port, host: config.host });
console.log(
  `[beacon] Beacon is at http://localhost:${config.port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(async () => {
      await product.db.close();
      process.exit(0);
    });
  });
}
