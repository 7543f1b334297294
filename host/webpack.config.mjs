import { hostConfig, signInConfig } from '@beacon/federation';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default (env = {}, argv = {}) => {
  const dir = dirname(fileURLToPath(import.meta.url));
  const mode = argv.mode ?? 'production';
  const host = hostConfig({
    dir,
    mode,
    devPort: 3100,
    apiTarget: process.env.BEACON_API_URL ?? 'http://localhost:8080',
    outputPath: env.outputPath,
  });
  // In development the sign-in screens run inside the app; in production a signed-out visitor gets them alone.
  return mode === 'production' ? [host, signInConfig({ dir, mode, outputPath: env.outputPath })] : host;
};
