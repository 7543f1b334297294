import { hostConfig } from '@beacon/federation';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default (env = {}, argv = {}) =>
  hostConfig({
    dir: dirname(fileURLToPath(import.meta.url)),
    mode: argv.mode ?? 'production',
    devPort: 3100,
    apiTarget: process.env.BEACON_API_URL ?? 'http://localhost:8080',
    outputPath: env.outputPath,
  });
