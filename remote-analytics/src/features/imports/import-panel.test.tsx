import { type FakeAnswer } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anImport } from '../../testing/import-fixtures';
import { analyticsHubPerTest } from '../../testing/analytics-hub';
import { renderRoute } from '../../testing/render-route';
import type { Import } from './get-imports';

const PAGE = '/clients/1/reporting-suite/5/data-connections';
const hub = analyticsHubPerTest();
/** The multipart fields of an upload, the file by its name. */
const fieldsOf = (request: { data?: unknown }) =>
  Object.fromEntries(
    [...(request.data as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
  );
/** Answers one after the other, the last one again and again (an import polled as it moves on). */
const inTurn = (...answers: Import[]) => {
  let asked = 0;
  return () => ({ data: { data: answers[Math.min(asked++, answers.length - 1)]! } });
};

const panel = async () => within(await screen.findByRole('region', { name: 'Import a delivery report' }));
const status = () => screen.getByRole('status', { name: 'Import progress' });
async function choose(name: string) {
  const picker = await (await panel()).findByRole('button', { name: /Choose a delivery report/ });
  const input = picker.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['Day,Ad group ID,Impr.\n'], name, { type: 'text/csv' })] } });
}

it('checks a chosen file at once, shows what Beacon read, and imports it on confirm, with its progress, to the end', async () => {
  let answerUpload: () => void = () => undefined;
  const check = anImport({ id: 101, dryRun: true });
  hub.start({
    '/clients/1/imports': (request) => {
      if (request.method === 'get') return { data: { data: [] } };
      request.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
      return new Promise<FakeAnswer<'/clients/1/imports'>>((resolve) => {
        answerUpload = () => resolve({ status: 202, data: { data: { id: 101, status: 'queued' } } });
      });
    },
    '/clients/1/imports/101': inTurn({ ...check, status: 'running', progress: 30 }, check),
    '/clients/1/imports/101/confirm': () => ({ status: 202, data: { data: { id: 102, status: 'queued' } } }),
    '/clients/1/imports/102': inTurn(anImport({ id: 102, status: 'running', progress: 60 }), anImport({ id: 102 })),
  });
  renderRoute(PAGE);
  await choose('google-ads-november.csv');

  const uploading = await screen.findByRole('progressbar', { name: 'Uploading google-ads-november.csv' });
  expect(uploading).toHaveAttribute('aria-valuenow', '40');
  expect(status()).toHaveTextContent('Uploading google-ads-november.csv');
  expect(fieldsOf(hub.sent('post', '/clients/1/imports')[0]!)).toEqual({
    dryRun: 'true',
    acceptValidRows: 'false',
    file: 'google-ads-november.csv',
  });
  answerUpload();
  const checking = await screen.findByRole('progressbar', { name: 'Checking google-ads-november.csv' });
  await waitFor(() => expect(checking).toHaveAttribute('aria-valuenow', '30'));

  const preview = await screen.findByRole('region', { name: 'The first rows as Beacon read them' });
  expect(status()).toHaveTextContent('google-ads-november.csv is checked: 3 rows to import.');
  expect(
    within(preview).getByRole('row', {
      name: /Search - Brand.*1201.*11\/01\/2026.*Trailhead Fall Search.*12,345 321 12 \$1,234\.50/,
    }),
  ).toBeInTheDocument();
  expect(within(preview).getByRole('row', { name: /Search - Generic.*CA.*5,000 80 1 \$310$/ })).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'What Beacon read' });
  expect(summary).toHaveTextContent('FormatGoogle Ads');
  expect(summary).toHaveTextContent('Rows read3');
  expect(summary).toHaveTextContent('DaysNov 1 – 2, 2026');
  expect(summary).toHaveTextContent('Line items2');
  expect(screen.queryByRole('region', { name: 'Rows with errors' })).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
  const importing = await screen.findByRole('progressbar', { name: 'Importing 3 rows from google-ads-november.csv' });
  await waitFor(() => expect(importing).toHaveAttribute('aria-valuenow', '60'));
  expect(hub.sent('post', '/clients/1/imports/101/confirm')[0]!.params).toEqual({ acceptValidRows: false });
  expect(status()).toHaveTextContent('Importing google-ads-november.csv');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Imported 3 rows from google-ads-november.csv2 line items, Nov 1 – 2, 2026.',
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  // Done: the import is asked about no more, and the history is read again.
  const asked = hub.sent('get', '/clients/1/imports/102').length;
  fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
  expect(await (await panel()).findByRole('button', { name: /Choose a delivery report/ })).toBeInTheDocument();
  expect(hub.sent('get', '/clients/1/imports/102')).toHaveLength(asked);
  expect(hub.sent('get', '/clients/1/imports').length).toBeGreaterThan(1);
});

it('lists the rows with errors, refuses the file as it is, and imports the valid rows once the user takes them', async () => {
  const bad = { row: 7, column: 'Impr.', message: 'Impressions must be a whole number: 12.5' };
  const counts = { dryRun: true, rowsRead: 3, rowsAccepted: 2, rowsRejected: 1, errors: [bad] };
  const message = '1 row cannot be taken, so nothing was imported. Correct them, or choose to take the valid rows.';
  hub.start({
    '/clients/1/imports': (request) => {
      if (request.method === 'get') return { data: { data: [] } };
      // The hub confirms only a check that went through: taking the valid rows checks the file again.
      const id = fieldsOf(request).acceptValidRows === 'true' ? 103 : 101;
      return { status: 202, data: { data: { id, status: 'queued' } } };
    },
    '/clients/1/imports/101': inTurn(anImport({ ...counts, id: 101, status: 'failed', message })),
    '/clients/1/imports/103': inTurn(anImport({ ...counts, id: 103, acceptValidRows: true })),
    '/clients/1/imports/103/confirm': () => ({ status: 202, data: { data: { id: 104, status: 'queued' } } }),
    '/clients/1/imports/104': inTurn(anImport({ ...counts, id: 104, dryRun: false, acceptValidRows: true })),
  });
  renderRoute(PAGE);
  await choose('google-ads-november.csv');

  const errors = await screen.findByRole('region', { name: 'Rows with errors' });
  expect(
    within(errors).getByRole('row', { name: '7 Impr. Impressions must be a whole number: 12.5' }),
  ).toBeInTheDocument();
  expect(status()).toHaveTextContent('google-ads-november.csv is checked: 2 rows to import, 1 row with errors.');
  expect(screen.getByRole('alert')).toHaveTextContent('The file is not imported as it is');
  expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('checkbox', { name: 'Take the valid rows and skip the others' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Import 2 rows and skip 1' }));
  expect(fieldsOf(hub.sent('post', '/clients/1/imports')[1]!)).toMatchObject({ acceptValidRows: 'true' });
  await waitFor(() => expect(hub.sent('post', '/clients/1/imports/103/confirm')).toHaveLength(1));
  expect(hub.sent('post', '/clients/1/imports/103/confirm')[0]!.params).toEqual({ acceptValidRows: true });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Imported 2 rows from google-ads-november.csv2 line items, Nov 1 – 2, 2026. 1 row with errors was skipped.',
  );
});

it('says why a file Beacon cannot read is refused, and checks it again as the format the user names', async () => {
  const refused = anImport({
    id: 101,
    dryRun: true,
    status: 'failed',
    fileName: 'report.csv',
    format: null,
    formatLabel: null,
    rowsRead: 0,
    rowsAccepted: 0,
    preview: [],
    days: null,
    lineItems: 0,
    message: 'This file is not an export Beacon reads: no line has the columns of any format.',
  });
  hub.start({
    '/clients/1/imports': (request) => {
      if (request.method === 'get') return { data: { data: [] } };
      const id = fieldsOf(request).format === 'xandr' ? 103 : 101;
      return { status: 202, data: { data: { id, status: 'queued' } } };
    },
    '/clients/1/imports/101': inTurn(refused),
    '/clients/1/imports/103': inTurn(
      anImport({ id: 103, dryRun: true, fileName: 'report.csv', format: 'xandr', formatLabel: 'Xandr' }),
    ),
  });
  renderRoute(PAGE);
  await choose('report.csv');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'report.csv cannot be importedThis file is not an export Beacon reads: no line has the columns of any format.',
  );
  expect(screen.queryByRole('button', { name: /^Import / })).not.toBeInTheDocument();

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Format' }));
  fireEvent.click(await screen.findByTitle('Xandr'));
  expect(await screen.findByRole('button', { name: 'Import 3 rows' })).toBeInTheDocument();
  expect(fieldsOf(hub.sent('post', '/clients/1/imports')[1]!)).toEqual({
    format: 'xandr',
    dryRun: 'true',
    acceptValidRows: 'false',
    file: 'report.csv',
  });
  expect(screen.getByRole('region', { name: 'What Beacon read' })).toHaveTextContent('FormatXandr');
});

it('says beside the picker why the hub refused an upload, and the picker is there again', async () => {
  hub.start({
    '/clients/1/imports': (request) =>
      request.method === 'get'
        ? { data: { data: [] } }
        : {
            status: 413,
            data: { status: 413, error: 'Payload Too Large', message: 'The file is over 100 MB.', fields: [] },
          },
  });
  renderRoute(PAGE);
  await choose('huge.csv');
  expect(await screen.findByRole('alert')).toHaveTextContent('huge.csv was not uploadedThe file is over 100 MB.');
  expect((await panel()).getByRole('button', { name: /Choose a delivery report/ })).toBeInTheDocument();
  // Sent once: an upload is not sent again by itself.
  expect(hub.sent('post', '/clients/1/imports')).toHaveLength(1);
});

it('stops an upload on request: the request is cancelled and the picker is there again, with nothing to say', async () => {
  hub.start({
    '/clients/1/imports': (request) =>
      request.method === 'get' ? { data: { data: [] } } : new Promise<never>(() => undefined),
  });
  renderRoute(PAGE);
  await choose('big-export.xlsx');
  await screen.findByRole('progressbar', { name: 'Uploading big-export.xlsx' });
  fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
  expect(await (await panel()).findByRole('button', { name: /Choose a delivery report/ })).toBeInTheDocument();
  expect((hub.sent('post', '/clients/1/imports')[0]!.signal as AbortSignal).aborted).toBe(true);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(status()).toBeEmptyDOMElement();
});
