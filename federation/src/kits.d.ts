export { KITS } from './shared-singletons.js';
export function kitNames(library: string): string[];
export function kitsNames(): Record<string, string[]>;
export function namesUsedIn(dir: string, library: string): Map<string, string>;
export const KITS_RECORD: string;
