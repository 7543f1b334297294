import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '@beacon/shared/errors';
import { showError } from '@beacon/shared/session';
import { downloadFile } from './download-file';

export interface Download {
  /** Starts the download of `path` (with its query's `params`); `key` names what is downloading (an invoice id) for its button. */
  start: (key: string | number, path: string, params?: Record<string, string | number>) => Promise<void>;
  /** The keys whose files are on their way. */
  pending: ReadonlySet<string | number>;
}

/**
 * Downloads from a page: each button shows its own progress, a failure goes to the error banner (with the
 * spec's wording kept as the error's message), and leaving the page stops what is still arriving.
 */
export function useDownload(): Download {
  const [pending, setPending] = useState<ReadonlySet<string | number>>(new Set());
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const live = controllers.current;
    return () => live.forEach((controller) => controller.abort());
  }, []);

  const start = useCallback(async (key: string | number, path: string, params?: Record<string, string | number>) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    setPending((keys) => new Set(keys).add(key));
    try {
      await downloadFile(path, { signal: controller.signal, params });
    } catch (error) {
      const message = describeError(error);
      if (message) showError(message, [], error instanceof Error ? error.message : undefined);
    } finally {
      controllers.current.delete(controller);
      if (!controller.signal.aborted) {
        setPending((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    }
  }, []);

  return { start, pending };
}
