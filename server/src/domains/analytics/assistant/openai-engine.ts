import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, OpenAIError } from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { footerOf, type ConversationFocus, type EngineAnswer } from './engine';
import type { LlmSettings } from '../../../kernel/config/llm-settings';
import { callTool, TOOLS, type ToolCall, type ToolContext } from './tools';

const MAX_ROUNDS = 5;

const TOOL_DEFINITIONS: ChatCompletionTool[] = Object.entries(TOOLS).map(([name, tool]) => ({
  type: 'function',
  function: { name, description: tool.description, parameters: tool.parameters },
}));

function systemPrompt(ctx: ToolContext, focus: ConversationFocus): string {
  return [
    "You are Beacon's analytics assistant for one client of a media agency.",
    'Answer only from the figures the tools return; call a tool for every figure you state.',
    'If a question is outside what the tools can answer, say plainly that it is outside your data.',
    `Today is ${ctx.today}. Money is in US dollars.`,
    focus.campaignId ? `This conversation is about campaign id ${focus.campaignId}.` : '',
    focus.advertiserId ? `This conversation is about advertiser id ${focus.advertiserId}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What went wrong at the model server, in words the reader of the answer understands (never the API key): it did
 * not answer in time, could not be reached, refused with a status and its own message, or sent what is not a stream.
 */
export function modelServerProblem(error: unknown, settings: LlmSettings): unknown {
  if (!(error instanceof OpenAIError) && !(error instanceof SyntaxError)) return error;
  const where = `the model server at ${new URL(settings.baseUrl).host}`;
  if (error instanceof APIConnectionTimeoutError) return new Error(`${where} did not answer in time`);
  if (error instanceof APIConnectionError) return new Error(`${where} could not be reached`);
  if (error instanceof APIError && error.status) {
    const said = (error.error as { message?: unknown } | undefined)?.message;
    return new Error(`${where} answered ${error.status}${typeof said === 'string' && said ? `: ${said}` : ''}`);
  }
  return new Error(`${where} sent an answer that could not be read (${error.message})`);
}

/**
 * The language-model engine: the official openai client against any OpenAI-compatible endpoint, streamed, with
 * tool calling over the same tools as the built-in engine. Tokens go to `emit` as they arrive.
 */
export async function openaiAnswer(
  settings: LlmSettings,
  ctx: ToolContext,
  history: { role: 'user' | 'assistant'; content: string }[],
  question: string,
  focus: ConversationFocus,
  emit: (text: string) => void,
  signal: AbortSignal,
): Promise<EngineAnswer> {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, maxRetries: 1, timeout: 60_000 });
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(ctx, focus) },
    ...history.slice(-10).map((m) => ({ role: m.role, content: m.content }) as ChatCompletionMessageParam),
    { role: 'user', content: question },
  ];
  const calls: ToolCall[] = [];
  let text = '';
  let answered = false;
  for (let round = 0; round < MAX_ROUNDS && !signal.aborted; round += 1) {
    let content = '';
    const pending = new Map<number, { id: string; name: string; arguments: string }>();
    try {
      const stream = await client.chat.completions.create(
        { model: settings.model, messages, tools: TOOL_DEFINITIONS, stream: true },
        { signal },
      );
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          content += delta.content;
          emit(delta.content);
        }
        for (const t of delta.tool_calls ?? []) {
          const entry = pending.get(t.index) ?? { id: '', name: '', arguments: '' };
          if (t.id) entry.id = t.id;
          if (t.function?.name) entry.name += t.function.name;
          if (t.function?.arguments) entry.arguments += t.function.arguments;
          pending.set(t.index, entry);
        }
      }
    } catch (error) {
      throw signal.aborted ? error : modelServerProblem(error, settings);
    }
    text += content;
    if (pending.size === 0) {
      answered = true;
      break;
    }
    const toolCalls = [...pending.values()];
    messages.push({
      role: 'assistant',
      content: content || null,
      tool_calls: toolCalls.map((t) => ({
        id: t.id,
        type: 'function',
        function: { name: t.name, arguments: t.arguments },
      })),
    });
    for (const t of toolCalls) {
      let args: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(t.arguments || '{}');
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) args = parsed as Record<string, unknown>;
      } catch {
        // The model's arguments were not JSON: the tool answers with its own error.
      }
      const { data, ...recorded } = await callTool(ctx, t.name, args);
      calls.push(recorded);
      messages.push({
        role: 'tool',
        tool_call_id: t.id,
        content: JSON.stringify({ figures: recorded.figures, data, error: recorded.error }).slice(0, 20000),
      });
    }
  }
  if (!answered && !signal.aborted) {
    // The model kept calling tools: say so rather than end without words.
    const note = `${text ? '\n\n' : ''}The model called tools ${MAX_ROUNDS} times without answering; ask again, more precisely.`;
    emit(note);
    text += note;
  }
  const footer = footerOf(calls, `Answered by ${settings.model} through an OpenAI-compatible endpoint.`);
  emit(footer);
  return { text: text + footer, toolCalls: calls };
}
