import { setSignedIn, setSignedOut } from '@beacon/shared/session';
import { aUser } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { anImport } from '../../testing/import-fixtures';
import { analyticsHubPerTest } from '../../testing/analytics-hub';
import { renderRoute } from '../../testing/render-route';
import type { Import } from './get-imports';

const PAGE = '/clients/1/reporting-suite/5/data-connections';
const hub = analyticsHubPerTest();

const IMPORTED = anImport({ id: 100, fileName: 'google-ads-november.csv' });
const WITH_ERRORS = anImport({
  id: 99,
  fileName: 'ttd-october.csv',
  format: 'the-trade-desk',
  formatLabel: 'The Trade Desk',
  status: 'failed',
  rowsRead: 40,
  rowsAccepted: 0,
  rowsRejected: 2,
  errors: [
    { row: 12, column: 'Date', message: 'This is not a date: 31/31/2026' },
    { row: 30, column: '', message: 'The line has 9 values where the header has 12 columns' },
  ],
  createdBy: 'staff@beacon.test',
  createdAt: '2026-11-18T09:00:00Z',
});
const CHECK = anImport({
  id: 98,
  dryRun: true,
  fileName: 'meta-check.csv',
  format: 'meta-ads',
  formatLabel: 'Meta Ads',
});

afterEach(() => {
  setSignedOut();
});

const history = async () => within(await screen.findByRole('region', { name: 'Import history' }));
const rowOf = async (file: string) => (await history()).findByRole('row', { name: new RegExp(`^${file}`) });

it("lists the client's imports with who, when, format, rows, errors and status; files only checked on request", async () => {
  hub.start({ '/clients/1/imports': () => ({ data: { data: [IMPORTED, WITH_ERRORS, CHECK] } }) });
  renderRoute(PAGE);
  const imported = await rowOf('google-ads-november.csv');
  expect(imported).toHaveTextContent(/November 20, 2026.*admin@acme\.test.*Google Ads.*3 of 3.*0.*Imported/);
  const failed = await rowOf('ttd-october.csv');
  expect(failed).toHaveTextContent(/staff@beacon\.test.*The Trade Desk.*0 of 40.*2.*Not imported/);
  expect(within(failed).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
  expect((await history()).queryByRole('row', { name: /^meta-check\.csv/ })).not.toBeInTheDocument();

  fireEvent.click((await history()).getByRole('checkbox', { name: 'Show files only checked' }));
  const check = await rowOf('meta-check.csv');
  expect(check).toHaveTextContent('Checked');
  expect(within(check).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
});

it("opens an import's errors, each with its row, column and reason", async () => {
  hub.start({ '/clients/1/imports': () => ({ data: { data: [IMPORTED, WITH_ERRORS] } }) });
  renderRoute(PAGE);
  expect(within(await rowOf('google-ads-november.csv')).queryByRole('button', { name: /Errors/ })).toBeNull();
  const opener = within(await rowOf('ttd-october.csv')).getByRole('button', { name: 'Errors of ttd-october.csv' });
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Errors of ttd-october.csv (11/18/2026)' });
  expect(within(dialog).getByText('2 rows have errors.')).toBeInTheDocument();
  expect(within(dialog).getByRole('row', { name: '12 Date This is not a date: 31/31/2026' })).toBeInTheDocument();
  expect(
    within(dialog).getByRole('row', {
      name: '30 The whole row The line has 9 values where the header has 12 columns',
    }),
  ).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('undoes an import only once the user confirms, and lists it as undone', async () => {
  let stored: Import[] = [IMPORTED, WITH_ERRORS];
  hub.start({
    '/clients/1/imports': () => ({ data: { data: stored } }),
    '/clients/1/imports/100': () => {
      const undone = {
        ...IMPORTED,
        status: 'undone' as const,
        undoneAt: '2026-11-21T10:00:00Z',
        undoneBy: 'admin@acme.test',
      };
      stored = [undone, WITH_ERRORS];
      return { data: { data: undone } };
    },
  });
  renderRoute(PAGE);
  fireEvent.click(
    within(await rowOf('google-ads-november.csv')).getByRole('button', {
      name: 'Undo the import of google-ads-november.csv',
    }),
  );
  const ask = await screen.findByRole('tooltip', { name: /Undo the import of google-ads-november\.csv\?/ });
  fireEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
  expect(hub.sent('delete', '/clients/1/imports/100')).toHaveLength(0);

  fireEvent.click(
    within(await rowOf('google-ads-november.csv')).getByRole('button', {
      name: 'Undo the import of google-ads-november.csv',
    }),
  );
  fireEvent.click(
    within(await screen.findByRole('tooltip', { name: /Undo the import/ })).getByRole('button', {
      name: 'Undo import',
    }),
  );
  await waitFor(() => expect(hub.sent('delete', '/clients/1/imports/100')).toHaveLength(1));
  expect(await screen.findByText('The import of google-ads-november.csv was undone.')).toBeInTheDocument();
  await waitFor(async () =>
    expect(await rowOf('google-ads-november.csv')).toHaveTextContent(/Undone.*by admin@acme\.test/),
  );
  expect(within(await rowOf('google-ads-november.csv')).queryByRole('button', { name: /Undo/ })).toBeNull();
});

it('shows agency staff the imports', async () => {
  setSignedIn(aUser({ type: 'INTERNAL', role: 'BeaconStandard', clientId: null }));
  hub.start({ '/clients/1/imports': () => ({ data: { data: [IMPORTED] } }) });
  renderRoute(PAGE);
  expect(await screen.findByRole('region', { name: 'Import a delivery report' })).toBeInTheDocument();
  expect(await rowOf('google-ads-november.csv')).toBeInTheDocument();
});

it.each(['REPORTING_ONLY', 'FRANCHISEE'] as const)('shows a %s user nothing of imports', async (role) => {
  setSignedIn(aUser({ role, advertiserIds: [5] }));
  hub.start({ '/clients/1/imports': () => ({ data: { data: [IMPORTED] } }) });
  renderRoute(PAGE);
  expect(await screen.findByRole('region', { name: 'Connections' })).toBeInTheDocument();
  await screen.findByText('Offline sales');
  expect(screen.queryByRole('region', { name: 'Import a delivery report' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Import history' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Choose a delivery report/ })).not.toBeInTheDocument();
  expect(hub.sent('get', '/clients/1/imports')).toHaveLength(0);
});
