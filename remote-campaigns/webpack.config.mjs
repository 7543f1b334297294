import { remoteConfig } from '@beacon/federation';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default (env = {}, argv = {}) =>
  remoteConfig({
    dir: dirname(fileURLToPath(import.meta.url)),
    name: 'campaigns',
    mode: argv.mode ?? 'production',
    outputPath: env.outputPath,
  });
