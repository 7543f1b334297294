/** The assistant's model: an OpenAI-compatible endpoint by configuration; without one, the built-in engine. */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
}

export function readLlmSettings(env: NodeJS.ProcessEnv): LlmSettings | null {
  const baseUrl = env.BEACON_LLM_URL?.trim();
  if (!baseUrl) return null;
  return {
    baseUrl,
    model: env.BEACON_LLM_MODEL?.trim() || 'gpt-4o-mini',
    apiKey: env.BEACON_LLM_API_KEY || 'not-needed',
  };
}
