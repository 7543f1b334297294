/** The engines end every answer with this block; the chat shows the tool calls from their data instead. */
export const FOOTER = '\n\nTools and figures used:';

export function answerText(content: string): string {
  const at = content.indexOf(FOOTER);
  return at === -1 ? content : content.slice(0, at);
}

/** Which engine answered, in words: `built-in`, or `openai:<model>` for a configured model. */
export function engineLabel(engine: string | null): string | null {
  if (!engine) return null;
  if (engine === 'built-in') return 'Answered by the built-in engine';
  return `Answered by ${engine.replace(/^openai:/, 'the model ')}`;
}
