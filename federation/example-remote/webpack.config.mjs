import { remoteConfig } from '@beacon/federation';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const { beacon } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

export default (env = {}, argv = {}) =>
  remoteConfig({ dir, name: beacon.remote, mode: argv.mode ?? 'production', outputPath: env.outputPath });
