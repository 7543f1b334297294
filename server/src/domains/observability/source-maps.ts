import { releasesDir } from '@beacon/ops/places';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import type { StackFrame } from './browser-event';

/** A frame as the browser reported it, and where it lies in the remote's own sources when its release kept a map. */
export interface MappedFrame extends StackFrame {
  source?: string;
  sourceLine?: number;
  sourceColumn?: number;
  sourceName?: string;
}

const SEGMENT = /^[0-9A-Za-z._+-]+$/;

/** `<origin>/remotes/<remote>/<version>/<file>.js` to the map kept beside that file, if any (never outside the store). */
function mapFileOf(dataDir: string, filename: string | undefined): string | null {
  if (!filename) return null;
  let path: string;
  try {
    path = new URL(filename).pathname;
  } catch {
    return null;
  }
  const match = /^\/remotes\/([^/]+)\/([^/]+)\/([^/]+\.js)$/.exec(path);
  if (!match || !match.slice(1).every((part) => SEGMENT.test(part!) && !part!.startsWith('.'))) return null;
  const file = join(releasesDir(dataDir), match[1]!, match[2]!, `${match[3]}.map`);
  return existsSync(file) ? file : null;
}

/** Stack traces mapped to the sources with each release's own source maps (the `source-map` package). */
export async function mapFrames(dataDir: string, frames: StackFrame[]): Promise<MappedFrame[]> {
  const maps = new Map<string, RawSourceMap>();
  const mapped: MappedFrame[] = [];
  for (const frame of frames) {
    const file = mapFileOf(dataDir, frame.filename);
    if (!file || frame.lineno === undefined || frame.colno === undefined) {
      mapped.push(frame);
      continue;
    }
    if (!maps.has(file)) maps.set(file, JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap);
    const position = await SourceMapConsumer.with(maps.get(file)!, null, (consumer) =>
      consumer.originalPositionFor({ line: frame.lineno!, column: frame.colno! - 1 }),
    );
    mapped.push(
      position.source
        ? {
            ...frame,
            source: position.source.replace(/^webpack:\/\/[^/]*\//, ''),
            sourceLine: position.line ?? undefined,
            sourceColumn: position.column ?? undefined,
            sourceName: position.name ?? undefined,
          }
        : frame,
    );
  }
  return mapped;
}
