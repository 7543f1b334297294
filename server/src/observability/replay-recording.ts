import { inflateSync } from 'node:zlib';
import type { EnvelopeItem } from './envelope';

/** One segment of a session replay: which replay, which segment, and its rrweb events as JSON text. */
export interface ReplaySegment {
  replayId: string;
  segmentId: number;
  events: string;
}

/**
 * A `replay_recording` item is a JSON header line (`{"segment_id":N}`) then the rrweb events, zlib-compressed
 * when the SDK's compression worker ran, plain JSON when not. The replay id comes from the envelope's header.
 */
export function replaySegment(replayId: unknown, item: EnvelopeItem): ReplaySegment | null {
  if (typeof replayId !== 'string' || !/^[0-9a-f]{32}$/.test(replayId)) return null;
  const newline = item.payload.indexOf(0x0a);
  if (newline === -1) return null;
  const header = JSON.parse(item.payload.subarray(0, newline).toString('utf8')) as { segment_id?: unknown };
  if (typeof header.segment_id !== 'number' || !Number.isInteger(header.segment_id)) return null;
  const body = item.payload.subarray(newline + 1);
  let events: string;
  try {
    events = inflateSync(body).toString('utf8');
  } catch {
    events = body.toString('utf8');
  }
  if (!Array.isArray(JSON.parse(events))) return null;
  return { replayId, segmentId: header.segment_id, events };
}
