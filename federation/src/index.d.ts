import type { Configuration } from 'webpack';

export { catalogVersions, inWorkspace, sharedSingletons, singletonMajors, workspaceRoot } from './shared-singletons.js';
export { KITS, kitNames, kitsNames, KITS_RECORD, namesUsedIn } from './kits.js';
export function hostConfig(options: {
  dir: string;
  mode?: string;
  devPort?: number;
  apiTarget?: string;
  outputPath?: string;
}): Configuration;
export function signInConfig(options: {
  dir: string;
  mode?: string;
  outputPath?: string;
  after?: string;
}): Configuration;
export function monolithConfig(options: {
  dir: string;
  entry: string;
  outputPath?: string;
  replace?: [RegExp, string][];
}): Configuration;
export function remoteConfig(options: { dir: string; name: string; mode?: string; outputPath?: string }): Configuration;
export function remoteWebpackConfig(
  configUrl: string,
  name: string,
): (env?: { outputPath?: string }, argv?: { mode?: string }) => Configuration;
