import type { Figures, ToolCall } from './tools';

/** What an engine answers: the text (ending with the tools and figures it used) and the tool calls. */
export interface EngineAnswer {
  text: string;
  toolCalls: ToolCall[];
}

export interface ConversationFocus {
  campaignId: number | null;
  advertiserId: number | null;
}

/** A tool's figures in one line, as people read them: `countLive 16, totalBudget 1,250,000`. */
export const figuresText = (figures: Figures): string =>
  Object.entries(figures)
    .map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('en-US') : v}`)
    .join(', ');

/** Every answer ends by listing the tool calls it made and the figures they gave, then which engine answered. */
export function footerOf(calls: ToolCall[], note: string): string {
  const lines = calls.map((c) => {
    const figures = figuresText(c.figures);
    return `- ${c.name}(${JSON.stringify(c.arguments)})${c.error ? `: ${c.error}` : figures ? `: ${figures}` : ''}`;
  });
  return `\n\nTools and figures used:\n${lines.length ? lines.join('\n') : '- none'}\n\n${note}`;
}
