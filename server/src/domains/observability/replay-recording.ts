import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { HttpError } from '../../kernel/http/errors';
import type { EnvelopeItem } from './envelope';
import { INTAKE_LIMITS } from './intake-limits';

const inflateAsync = promisify(inflate);

/** One segment of a session replay: which replay, which segment, and its rrweb events as JSON text. */
export interface ReplaySegment {
  replayId: string;
  segmentId: number;
  events: string;
}

/** zlib's two-byte header: CMF 0x78 (deflate, 32 KiB window) and a check byte that makes the pair divisible by 31. */
function isZlib(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x78 && ((bytes[0] << 8) | bytes[1]!) % 31 === 0;
}

/** The first and last bytes that are not JSON whitespace. */
function ends(text: Buffer): [number | undefined, number | undefined] {
  const blank = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
  let start = 0;
  let end = text.length - 1;
  while (start <= end && blank(text[start])) start += 1;
  while (end >= start && blank(text[end])) end -= 1;
  return [text[start], text[end]];
}

/**
 * A `replay_recording` item is a JSON header line (`{"segment_id":N}`) then the rrweb events, zlib-compressed
 * when the SDK's compression worker ran, plain JSON when not. The replay id comes from the envelope's header.
 * Decompression runs off the event loop and stops at the uncompressed limit (a 300 KB bomb inflates to 300 MB);
 * the events are not parsed here, only checked to be a JSON array: the Releases page parses them when it shows one.
 */
export async function replaySegment(replayId: unknown, item: EnvelopeItem): Promise<ReplaySegment | null> {
  if (typeof replayId !== 'string' || !/^[0-9a-f]{32}$/.test(replayId)) return null;
  const newline = item.payload.subarray(0, INTAKE_LIMITS.itemHeaderBytes).indexOf(0x0a);
  if (newline === -1) throw new HttpError(400, 'A replay recording has no header line');
  let header: { segment_id?: unknown };
  try {
    header = JSON.parse(item.payload.subarray(0, newline).toString('utf8')) as typeof header;
  } catch {
    throw new HttpError(400, 'A replay recording header is not JSON');
  }
  if (typeof header?.segment_id !== 'number' || !Number.isInteger(header.segment_id)) return null;
  const body = item.payload.subarray(newline + 1);
  let events: Buffer = body;
  if (isZlib(body)) {
    try {
      events = await inflateAsync(body, { maxOutputLength: INTAKE_LIMITS.replayUncompressedBytes });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new HttpError(413, 'A replay recording is too large once decompressed');
      throw new HttpError(400, 'A replay recording is not readable');
    }
  } else if (body.length > INTAKE_LIMITS.replayUncompressedBytes) {
    throw new HttpError(413, 'A replay recording is too large once decompressed');
  }
  const [first, last] = ends(events);
  if (first !== 0x5b || last !== 0x5d) return null;
  return { replayId, segmentId: header.segment_id, events: events.toString('utf8') };
}
