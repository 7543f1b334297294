import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
console.log(`[beacon] Beacon is at http://localhost:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
