import { remoteConfig } from '@beacon/federation';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// react-grid-layout imports react-draggable as an ES module and react-resizable (under it) requires it as CommonJS:
// both are pointed at its CommonJS build, so the dashboards' grid carries one copy of it, not two.
const fromGrid = createRequire(createRequire(import.meta.url).resolve('react-grid-layout'));

export default (env = {}, argv = {}) => {
  const config = remoteConfig({
    dir: dirname(fileURLToPath(import.meta.url)),
    name: 'reporting',
    mode: argv.mode ?? 'production',
    outputPath: env.outputPath,
  });
  config.resolve.alias = { ...config.resolve.alias, 'react-draggable$': fromGrid.resolve('react-draggable') };
  return config;
};
