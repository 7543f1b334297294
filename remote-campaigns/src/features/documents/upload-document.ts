import { api } from '@beacon/shared/api';
import { describeError } from '@beacon/shared/errors';
import { documentsPath, type DocumentOwner } from './document-owner';

/** Uploads may take a while: longer than the client's usual 10 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `POST /api/clients/{clientId}/{advertisers|campaigns}/{id}/files`, one file per request, so that one refused
 * file does not take the others down with it. Reports progress from 0 to 100; throws the spec's wording.
 */
export async function uploadDocument(
  clientId: number,
  owner: DocumentOwner,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('files', file, file.name);
  try {
    await api.post(documentsPath(clientId, owner), form, {
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => event.total && onProgress(Math.round((event.loaded / event.total) * 100)),
      // A refused upload (413, 415) is not worth sending again: retries are for reads.
      ...({ retryCount: Number.MAX_SAFE_INTEGER } as object),
    });
  } catch (error) {
    const fields = (error as { response?: { data?: { fields?: { message: string }[] } } }).response?.data?.fields;
    throw new Error(fields?.[0]?.message ?? describeError(error) ?? 'The upload failed', { cause: error });
  }
}
