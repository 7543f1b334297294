import { remoteWebpackConfig } from '@beacon/federation';

export default remoteWebpackConfig(import.meta.url, 'analytics');
