import { INTAKE_LIMITS } from './intake-limits';

/** One item of a Sentry envelope: its header (`type`, maybe `length`) and its payload's bytes. */
export interface EnvelopeItem {
  header: { type?: string; length?: number; [key: string]: unknown };
  payload: Buffer;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** Reads up to the next newline (or the end), and steps over it. */
function line(body: Buffer, at: number): [Buffer, number] {
  const end = body.indexOf(0x0a, at);
  return end === -1 ? [body.subarray(at), body.length] : [body.subarray(at, end), end + 1];
}

function json(bytes: Buffer, what: string): Record<string, unknown> {
  if (bytes.length > INTAKE_LIMITS.itemHeaderBytes) throw new Error(`${what} is longer than a header line may be`);
  const value: unknown = JSON.parse(bytes.toString('utf8'));
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/**
 * Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line, then items,
 * each a JSON header line and a payload, `length` bytes long when the header says so (binary replay recordings),
 * else up to the newline. Throws on anything else.
 */
export function parseEnvelope(body: Buffer): Envelope {
  const [first, start] = line(body, 0);
  let at = start;
  const header = json(first, 'The envelope header');
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    let itemLine: Buffer;
    [itemLine, at] = line(body, at);
    if (itemLine.length === 0) continue;
    const itemHeader = json(itemLine, 'An item header') as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      if (itemHeader.length < 0 || at + itemHeader.length > body.length) throw new Error('An item is cut short');
      payload = body.subarray(at, at + itemHeader.length);
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else {
      [payload, at] = line(body, at);
    }
    items.push({ header: itemHeader, payload });
    if (items.length > INTAKE_LIMITS.items) throw new Error(`An envelope holds at most ${INTAKE_LIMITS.items} items`);
  }
  return { header, items };
}
