import type { Configuration } from 'webpack';

export const workspaceRoot: string;
export function catalogVersions(): Record<string, string>;
export function sharedSingletons(): Record<string, { singleton: boolean; requiredVersion: string; version: string }>;
export function singletonMajors(): Record<string, number>;
/** Each kit's library and file (antd, react-router). */
export const KITS: Record<string, string>;
export function kitNames(library: string): string[];
export function kitsNames(): Record<string, string[]>;
export function namesUsedIn(dir: string, library: string): Map<string, string>;
export const KITS_RECORD: string;
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
