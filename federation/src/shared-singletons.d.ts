// What Node programs (ops, the server) read of the shared singletons without loading webpack.
export const workspaceRoot: string;
/** Whether the preset runs from Beacon's workspace (else: packed, installed in a remote's own folder). */
export const inWorkspace: boolean;
export function catalogVersions(project?: string): Record<string, string>;
export function sharedSingletons(
  project?: string,
): Record<string, { singleton: boolean; requiredVersion: string; version: string }>;
export function singletonMajors(): Record<string, number>;
/** Entries of @beacon/shared's package.json that are not federated (the test harness). */
export const NOT_FEDERATED: Set<string>;
/** Each entry of @beacon/shared (`@beacon/shared/contract`, ...), as its package.json lists them. */
export function sharedEntries(project?: string): string[];
/** Each entry's own version, from shared/entry-versions.json (`@beacon/shared/contract` → `1.2.0`). */
export function entryVersions(project?: string): Record<string, string>;
/** Each kit's library and file (antd, react-router). */
export const KITS: Record<string, string>;
