import { remoteWebpackConfig } from '@beacon/federation';
import { readFileSync } from 'node:fs';

const { beacon } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

export default remoteWebpackConfig(import.meta.url, beacon.remote);
