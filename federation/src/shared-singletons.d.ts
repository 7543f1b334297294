// What Node programs (ops, the server) read of the shared singletons without loading webpack.
export const workspaceRoot: string;
export function catalogVersions(): Record<string, string>;
export function sharedSingletons(): Record<string, { singleton: boolean; requiredVersion: string; version: string }>;
export function singletonMajors(): Record<string, number>;
/** Each entry of @beacon/shared (`@beacon/shared/contract`, ...), as its package.json lists them. */
export function sharedEntries(): string[];
/** Each kit's library and file (antd, react-router). */
export const KITS: Record<string, string>;
