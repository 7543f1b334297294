import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../kernel/http/errors';
import type { FileStore } from '../../kernel/storage/file-store';
import { ALLOWED_EXTENSIONS, contentMatches, displayFileName, extensionOf, sanitizeFileName } from './types';

export interface ReceivedFile {
  name: string;
  parsedFileName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
  /** The content's SHA-256 (hex): the same file uploaded again is recognised by it and its name. */
  sha256: string;
}

/**
 * Reads every file part of a multipart request, checks type and content, and stores each under
 * `<clientId>/<random name>`. A bad file stops the upload and removes what was stored.
 */
export async function receiveFiles(
  request: FastifyRequest,
  store: FileStore,
  clientId: number,
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the files as multipart/form-data');
  const received: ReceivedFile[] = [];
  // The one being written when the body broke off, if any: removed with the others.
  let writing: string | null = null;
  try {
    for await (const part of request.files()) {
      const content = await part.toBuffer();
      const parsedFileName = sanitizeFileName(part.filename);
      const extension = extensionOf(parsedFileName);
      const mimeType = ALLOWED_EXTENSIONS[extension];
      if (!mimeType)
        throw new HttpError(415, 'This type of file is not accepted', [
          { field: 'files', message: `${parsedFileName}: type .${extension || '?'} is not allowed` },
        ]);
      if (!contentMatches(mimeType, content))
        throw new HttpError(415, 'The file does not match its type', [
          { field: 'files', message: `${parsedFileName} is not a valid ${extension} file` },
        ]);
      if (content.length === 0)
        throw new HttpError(400, 'Empty file', [{ field: 'files', message: `${parsedFileName} is empty` }]);
      const sha256 = createHash('sha256').update(content).digest('hex');
      // The same file picked twice in one upload is stored once.
      if (received.some((f) => f.parsedFileName === parsedFileName && f.sha256 === sha256)) continue;
      const storageKey = `${clientId}/${randomUUID()}.${extension}`;
      writing = storageKey;
      await store.write(storageKey, content);
      writing = null;
      received.push({
        name: displayFileName(part.filename),
        parsedFileName,
        mimeType,
        sizeBytes: content.length,
        storageKey,
        sha256,
      });
    }
  } catch (error) {
    await store.remove([...received.map((f) => f.storageKey), ...(writing ? [writing] : [])]);
    throw asClientError(error);
  }
  if (received.length === 0)
    throw new HttpError(400, 'No files', [{ field: 'files', message: 'at least one file is required' }]);
  return received;
}

/**
 * A body that is not well-formed multipart (no boundary, cut off mid-way, broken part headers) is the client's
 * error: 400 with the API's error body. Limits keep their own 4xx (413 for a file that is too large).
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const detail = error instanceof Error ? error.message : 'unreadable body';
  return new HttpError(400, 'The upload is not a well-formed multipart/form-data body', [
    { field: 'files', message: detail },
  ]);
}

/** `attachment` with a plain ASCII filename and the exact one in RFC 5987 form. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
