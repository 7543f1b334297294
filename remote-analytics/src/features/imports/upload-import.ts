import { api, fillHubPath, type HubData } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportFormat } from './import-formats';

/**
 * No time limit (the client's usual 10 s is for reads): the hub takes exports up to 256 MB, which take long on a slow
 * line; the person sees the bytes go and may stop the upload.
 */
const NO_TIME_LIMIT = 0;

export interface ImportUpload {
  file: File;
  /** null: Beacon tells the format from the file's header. */
  format: ImportFormat | null;
  acceptValidRows: boolean;
}

type Started = HubData<'/clients/{clientId}/imports', 'post'>;

/**
 * `POST /api/clients/{clientId}/imports` (multipart) as a check: Beacon reads the file and answers what it would
 * import, writing nothing. Reports the bytes sent from 0 to 100.
 */
export async function uploadForCheck(
  clientId: number,
  { file, format, acceptValidRows }: ImportUpload,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<Started> {
  const form = new FormData();
  if (format) form.append('format', format);
  form.append('dryRun', 'true');
  form.append('acceptValidRows', String(acceptValidRows));
  form.append('file', file, file.name);
  const response = await api.post<{ data: Started }>(fillHubPath('/clients/{clientId}/imports', { clientId }), form, {
    signal,
    timeout: NO_TIME_LIMIT,
    onUploadProgress: (event) => event.total && onProgress(Math.round((event.loaded / event.total) * 100)),
    // A refused file (413, 415) is not worth sending again, nor a big one that met a busy server: retries are for reads.
    ...({ retryCount: Number.MAX_SAFE_INTEGER } as object),
  });
  return response.data.data;
}

/** The upload of a file to check, its progress, and a way to stop it; its failure is shown beside the file picker. */
export function useUploadForCheck(clientId: number) {
  const [percent, setPercent] = useState(0);
  const [controller, setController] = useState<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (upload: ImportUpload) => {
      const abort = new AbortController();
      setController(abort);
      setPercent(0);
      return uploadForCheck(clientId, upload, setPercent, abort.signal);
    },
    meta: { silent: true },
  });
  return { ...mutation, percent, stop: () => controller?.abort() };
}
