import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CAMPAIGN } from '../testing/campaign-fixtures';
import { DOCUMENTS, documentFile } from '../testing/document-fixtures';
import { catchSavedFiles, fakeHubPerTest } from '@beacon/shared/testing';
import { gridNames } from '../testing/grid-names';
import { renderRoute } from '../testing/render-route';
import type { DocumentFile } from '../features/documents/document-types';

let stored: DocumentFile[];
beforeEach(() => {
  stored = [...DOCUMENTS];
});
const hub = fakeHubPerTest({
  '/clients/1/campaigns/11': () => ({ data: { data: CAMPAIGN } }),
  '/clients/1/campaigns/11/files': (request) => {
    if (request.method === 'post') {
      const file = (request.data as FormData).get('files') as File;
      const created = documentFile({
        id: 100 + stored.length,
        name: file.name,
        parsedFileName: file.name,
        mimeType: 'text/plain',
        createdAt: '2026-05-10T09:00:00Z',
      });
      stored = [created, ...stored];
      return { status: 201, data: { data: [created] } };
    }
    const type = request.params?.type;
    return { data: { data: type === 'PDF' ? stored.filter((f) => f.mimeType === 'application/pdf') : stored } };
  },
  '/clients/1/campaigns/11/files/1': () => ({
    data: new Blob(['%PDF-1.3']),
    headers: { 'content-disposition': 'attachment; filename="Insertion Order.pdf"' },
  }),
});

const names = () => gridNames('strong');
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

it('lists the documents, searches names and dates, and filters by type on the server', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns/11/documents');
  await waitFor(async () => expect(await names()).toEqual(['Media Plan Q2.xlsx', 'Insertion Order.pdf']));
  const search = screen.getByRole('textbox', { name: 'Search documents' });
  fireEvent.change(search, { target: { value: '04/11/2026' } });
  expect(await names()).toEqual(['Media Plan Q2.xlsx']);
  fireEvent.change(search, { target: { value: 'insertion' } });
  expect(await names()).toEqual(['Insertion Order.pdf']);
  fireEvent.change(search, { target: { value: '' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'File type' }));
  fireEvent.click(await screen.findByTitle('PDF'));
  await waitFor(() => expect(hub.requests.at(-1)!.params).toEqual({ type: 'PDF' }));
  await waitFor(async () => expect(await names()).toEqual(['Insertion Order.pdf']));
});

it('uploads several files, one request each, and the list reloads with them', async () => {
  hub.start();
  renderRoute('/clients/1/campaigns/11/documents');
  await names();
  const files = [
    new File(['a'], 'brief.txt', { type: 'text/plain' }),
    new File(['b'], 'notes.txt', { type: 'text/plain' }),
  ];
  fireEvent.change(input(), { target: { files } });
  await waitFor(async () =>
    expect(await names()).toEqual(expect.arrayContaining(['brief.txt', 'notes.txt', 'Insertion Order.pdf'])),
  );
  expect(hub.requests.filter((r) => r.method === 'post')).toHaveLength(2);
});

it('refuses a file of the wrong type or too large, keeps the listed files, and says why', async () => {
  hub.start({
    '/clients/1/campaigns/11/files': (request) =>
      request.method === 'post'
        ? {
            status: 415,
            data: {
              status: 415,
              error: 'Unsupported Media Type',
              message: 'The file does not match its type',
              fields: [{ field: 'files', message: 'fake.pdf is not a valid pdf file' }],
            },
          }
        : { data: { data: DOCUMENTS } },
  });
  renderRoute('/clients/1/campaigns/11/documents');
  await names();
  const big = new File(['x'], 'huge.csv', { type: 'text/csv' });
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  fireEvent.change(input(), {
    target: { files: [new File(['MZ'], 'run.exe'), big, new File(['no'], 'fake.pdf', { type: 'application/pdf' })] },
  });
  expect(await screen.findByText(/run\.exe: this type of file is not accepted/)).toBeInTheDocument();
  expect(screen.getByText('huge.csv is larger than the 10 MB limit.')).toBeInTheDocument();
  expect(await screen.findByText('fake.pdf is not a valid pdf file')).toBeInTheDocument();
  expect(hub.requests.filter((r) => r.method === 'post')).toHaveLength(1);
  expect(await names()).toEqual(['Media Plan Q2.xlsx', 'Insertion Order.pdf']);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss run.exe' }));
  expect(screen.queryByText(/run\.exe: this type/)).toBeNull();
});

it('downloads a document under the name the server gives', async () => {
  const saved = catchSavedFiles();
  hub.start();
  renderRoute('/clients/1/campaigns/11/documents');
  fireEvent.click(await screen.findByRole('button', { name: 'Download Insertion Order.pdf' }));
  await waitFor(() => expect(saved.names).toEqual(['Insertion Order.pdf']));
  saved.restore();
});
