import { act, renderHook } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api } from '../api/api-client';
import { describeError } from '../errors/describe-error';
import { GENERIC_ERROR_MESSAGE } from '../errors/messages';
import { clearError, useErrorStore } from '../session/error-store';
import { ATTACHMENT_FILENAME_REQUIRED, ATTACHMENT_REQUIRED, EMPTY_DOWNLOAD } from './content-disposition';
import { downloadFile } from './download-file';
import { useDownload } from './use-download';

// The network is faked at the HTTP client's adapter: everything above it (interceptors, checks) is real.
const original = api.defaults.adapter;
let answer: { status: number; data: unknown; headers: Record<string, string> };
let asked: InternalAxiosRequestConfig | null = null;

const adapter: AxiosAdapter = async (config) => {
  asked = config;
  const response = { ...answer, statusText: '', config, request: {} };
  if (answer.status >= 400) {
    const error = Object.assign(new Error(`Request failed with status code ${answer.status}`), {
      isAxiosError: true,
      response,
      config,
    });
    throw error;
  }
  return response;
};

const saved: string[] = [];
beforeEach(() => {
  api.defaults.adapter = adapter;
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  api.defaults.adapter = original;
  jest.restoreAllMocks();
});

it('asks for a blob and saves it under the name the server gives', async () => {
  answer = {
    status: 200,
    data: new Blob(['%PDF-1.7']),
    headers: { 'content-disposition': 'attachment; filename="INV-100231.pdf"' },
  };
  await expect(downloadFile('/clients/1/invoices/7/pdf')).resolves.toBe('INV-100231.pdf');
  expect(asked?.url).toBe('/clients/1/invoices/7/pdf');
  expect(asked?.responseType).toBe('blob');
  expect(saved).toEqual(['INV-100231.pdf']);
});

it.each([
  [{ 'content-disposition': 'inline; filename="x.pdf"' }, new Blob(['x']), ATTACHMENT_REQUIRED],
  [{}, new Blob(['x']), ATTACHMENT_REQUIRED],
  [{ 'content-disposition': 'attachment' }, new Blob(['x']), ATTACHMENT_FILENAME_REQUIRED],
  [{ 'content-disposition': 'attachment; filename="x.pdf"' }, null, EMPTY_DOWNLOAD],
])('refuses %j with %p: %s', async (headers, data, message) => {
  answer = { status: 200, data, headers };
  await expect(downloadFile('/file')).rejects.toThrow(message);
  expect(saved).toEqual([]);
});

it('reads a refusal sent as a blob back into the error body, so the banner names it', async () => {
  const body = { status: 404, error: 'Not Found', message: 'No such invoice', fields: [] };
  answer = { status: 404, data: new Blob([JSON.stringify(body)], { type: 'application/json' }), headers: {} };
  const error = await downloadFile('/file').catch((e: unknown) => e);
  expect(describeError(error)).toBe('404 - Not Found');
});

it('useDownload: a refused download goes to the banner, keeping the spec wording as its message', async () => {
  clearError();
  answer = { status: 200, data: new Blob(['x']), headers: { 'content-disposition': 'inline; filename="x.pdf"' } };
  const { result } = renderHook(() => useDownload());
  await act(() => result.current.start(7, '/clients/1/invoices/7/pdf'));
  expect(useErrorStore.getState()).toMatchObject({
    hasError: true,
    uiMessage: GENERIC_ERROR_MESSAGE,
    message: ATTACHMENT_REQUIRED,
  });
  expect(result.current.pending.size).toBe(0);
});
