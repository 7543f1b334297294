import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../api/errors';
import { ALLOWED_EXTENSIONS, contentMatches, extensionOf, sanitizeFileName } from './types';

export interface ReceivedFile {
  name: string;
  parsedFileName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
}

/**
 * Reads every file part of a multipart request, checks type and content, and writes each under
 * `<filesDir>/<clientId>/` with a random name. A bad file stops the upload and removes what was written.
 */
export async function receiveFiles(
  request: FastifyRequest,
  filesDir: string,
  clientId: number,
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the files as multipart/form-data');
  const received: ReceivedFile[] = [];
  const dir = join(filesDir, String(clientId));
  await mkdir(dir, { recursive: true });
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
      const storageKey = `${clientId}/${randomUUID()}.${extension}`;
      await writeFile(join(filesDir, storageKey), content);
      received.push({
        name: part.filename.slice(0, 255),
        parsedFileName,
        mimeType,
        sizeBytes: content.length,
        storageKey,
      });
    }
  } catch (error) {
    await Promise.all(received.map((f) => unlink(join(filesDir, f.storageKey)).catch(() => undefined)));
    throw error;
  }
  if (received.length === 0)
    throw new HttpError(400, 'No files', [{ field: 'files', message: 'at least one file is required' }]);
  return received;
}

/** `attachment` with a plain ASCII filename and the exact one in RFC 5987 form. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
