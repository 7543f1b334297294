import { remoteWebpackConfig } from '@beacon/federation';
import { createRequire } from 'node:module';

// react-grid-layout imports react-draggable as an ES module and react-resizable (under it) requires it as CommonJS:
// both are pointed at its CommonJS build, so the dashboards' grid carries one copy of it, not two.
const fromGrid = createRequire(createRequire(import.meta.url).resolve('react-grid-layout'));
const reporting = remoteWebpackConfig(import.meta.url, 'reporting');

export default (env, argv) => {
  const config = reporting(env, argv);
  config.resolve.alias = { ...config.resolve.alias, 'react-draggable$': fromGrid.resolve('react-draggable') };
  return config;
};
