export function sharedVersionsOf(dist: string): Record<string, string>;
export function sharedEntriesUsed(
  src: string,
  shared: Record<string, string>,
  project?: string,
): Record<string, { version: string; names: string[] }>;
export function kitNamesUsed(src: string, sharedSrc: string): Record<string, string[]>;
export function filesHash(dist: string): string;
