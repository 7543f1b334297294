import type { Configured } from './environment';

/** The assistant's model: an OpenAI-compatible endpoint by configuration; without one, the built-in engine. */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string;
}

export function readLlmSettings(env: Configured): LlmSettings | null {
  if (!env.BEACON_LLM_URL) return null;
  // A local OpenAI-compatible server takes no key; the SDK insists on one.
  return { baseUrl: env.BEACON_LLM_URL, model: env.BEACON_LLM_MODEL, apiKey: env.BEACON_LLM_API_KEY ?? 'not-needed' };
}
