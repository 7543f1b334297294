import { isAxiosError, type AxiosResponse } from 'axios';
import { api } from '@beacon/shared/api';
import { DownloadError, EMPTY_DOWNLOAD, attachmentFilename } from './content-disposition';
import { saveBlob } from './save-blob';

export interface DownloadOptions {
  signal?: AbortSignal;
  /** The query string's parameters (a dashboard's PDF: the range the page shows). */
  params?: Record<string, string | number>;
}

/** A blob's text (FileReader: every browser has it, and so does jsdom). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * A refused download arrives as a Blob (that is what was asked for): it is read back into the JSON error body
 * the rest of the app understands, so `describeError` can say '404 - Not Found' instead of a generic message.
 */
async function readErrorBody(error: unknown): Promise<never> {
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (isAxiosError(error) && error.response && data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await blobText(data));
    } catch {
      error.response.data = undefined;
    }
  }
  throw error;
}

/** The file a response carries, checked as spec section 5 asks: an attachment, with a name, with a body. */
export function fileOf(response: Pick<AxiosResponse<Blob | null>, 'data' | 'headers'>): {
  blob: Blob;
  filename: string;
} {
  const header = response.headers['content-disposition'] as string | undefined;
  const filename = attachmentFilename(header);
  if (response.data === null || response.data === undefined) throw new DownloadError(EMPTY_DOWNLOAD);
  return { blob: response.data, filename };
}

/** Fetches a file from the hub API (with the session's token) and saves it under the name the server gives. */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<string> {
  const response = await api
    .get<Blob | null>(path, { responseType: 'blob', signal: options.signal, params: options.params })
    .catch(readErrorBody);
  const { blob, filename } = fileOf(response);
  saveBlob(blob, filename);
  return filename;
}
