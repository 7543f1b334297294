import { AUDIENCE_TOOLS } from './audience-tools';
import { CAMPAIGN_TOOLS } from './campaign-tools';
import { DOCUMENT_TOOLS } from './document-tools';
import { INVOICE_TOOLS } from './invoice-tools';
import { PRODUCT_TOOLS } from './product-tools';
import { QUERY_TOOLS } from './query-metrics';
import { STATE_TOOLS } from './state-tools';
import type { AnswerView, Args, Figures, Tool, ToolContext } from './tool-kit';

/**
 * The assistant's tools: each calls the SAME scoped query function the hub API answers with (campaigns,
 * campaign reports, invoices, audiences, advertisers), inside the conversation's client scope. No SQL of its own.
 * Each kind lives in its own file: the semantic query (`query_metrics`), counts and states, campaigns, invoices,
 * audiences.
 */
export type { Figures, Tool, ToolContext, ToolResult } from './tool-kit';

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
  figures: Figures;
  error?: string;
  /** The table and links the answer shows (built-in engine). */
  view?: AnswerView;
}

export const TOOLS: Record<string, Tool> = {
  ...QUERY_TOOLS,
  ...STATE_TOOLS,
  ...CAMPAIGN_TOOLS,
  ...INVOICE_TOOLS,
  ...AUDIENCE_TOOLS,
  ...DOCUMENT_TOOLS,
  ...PRODUCT_TOOLS,
};

export type ToolName = keyof typeof TOOLS;

/** Runs one tool; a failure (an id outside the scope, a bad argument) is the tool's answer, never a crash. */
export async function callTool(
  ctx: ToolContext,
  name: string,
  args: Args,
): Promise<ToolCall & { data?: unknown; total?: number }> {
  const tool = TOOLS[name];
  if (!tool) return { name, arguments: args, figures: {}, error: `Unknown tool ${name}` };
  try {
    const result = await tool.run(ctx, args);
    return {
      name,
      arguments: args,
      figures: result.figures,
      data: result.data,
      // A page was asked for (MCP): the size of the whole list, to say whether another page follows.
      ...(ctx.page && result.total !== undefined ? { total: result.total } : {}),
      ...(result.view ? { view: result.view } : {}),
    };
  } catch (error) {
    const message = error instanceof Error && error.message !== 'Not found' ? error.message : 'Not found in your data';
    return { name, arguments: args, figures: {}, error: message };
  }
}
