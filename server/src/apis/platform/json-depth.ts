import type { FastifyInstance } from 'fastify';

/**
 * How deep a JSON body may nest. No request of the product's needs more than a handful of levels; thousands
 * overflow the stack of whatever walks the value afterwards (JSON.stringify, a validator, a scrubber).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` opens more than `limit` arrays and objects inside one another (strings are skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are read as Fastify reads them (prototype poisoning refused), once their depth is known to be
 * bounded: a body nested deeper is a 400, before anything walks it.
 */
export function boundJsonDepth(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      const error = Object.assign(new Error(`Invalid body: nested more than ${MAX_JSON_DEPTH} deep`), {
        statusCode: 400,
      });
      return done(error, undefined);
    }
    return parse(request, text, done);
  });
}
