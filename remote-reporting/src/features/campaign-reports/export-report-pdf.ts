import { api, fillHubPath, type HubBody } from '@beacon/shared/api';
import { fileOf, saveBlob } from '@beacon/shared/download';
import { describeError, isAbortError } from '@beacon/shared/errors';
import { showError } from '@beacon/shared/session';
import { useState } from 'react';

export type PdfRequest = HubBody<'/clients/{clientId}/campaign-reports/pdf'>;

/** The chart as drawn on screen, a base64 PNG, so the PDF looks like the screen (none when it is not drawn). */
export function chartPng(container: HTMLElement | null): string | undefined {
  const canvas = container?.querySelector('canvas');
  try {
    const url = canvas?.toDataURL('image/png') ?? '';
    const base64 = url.startsWith('data:image/png;base64,') ? url.slice('data:image/png;base64,'.length) : '';
    return base64.length > 100 && base64.length < 240_000 ? base64 : undefined;
  } catch {
    return undefined;
  }
}

/** `POST /clients/{clientId}/campaign-reports/pdf`: the report as a PDF, saved under the server's file name. */
export function useReportPdf(clientId: number) {
  const [pending, setPending] = useState(false);
  const exportPdf = async (body: PdfRequest) => {
    setPending(true);
    try {
      const url = fillHubPath('/clients/{clientId}/campaign-reports/pdf', { clientId });
      const response = await api.post<Blob>(url, body, { responseType: 'blob', timeout: 60_000 });
      const { blob, filename } = fileOf(response);
      saveBlob(blob, filename);
    } catch (error) {
      if (!isAbortError(error)) showError(describeError(error) ?? 'The PDF could not be made');
    } finally {
      setPending(false);
    }
  };
  return { exportPdf, pending };
}
