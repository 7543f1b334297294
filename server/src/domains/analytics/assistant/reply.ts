import type { ToolCall } from './tools';

/** A tool call made while answering: recorded for the footer and "How I got this", its data kept for the words. */
export type Call = (name: string, args: Record<string, unknown>) => Promise<ToolCall & { data?: unknown }>;

/** "Trailhead Gear’s", "Summit Coffee Roasters’". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);
/** "1 document", "3 documents". */
export const plural = (n: number, noun: string, text = String(n)) => `${text} ${noun}${n === 1 ? '' : 's'}`;
