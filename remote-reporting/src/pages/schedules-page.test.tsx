import { clearError, setSignedIn, useErrorStore } from '@beacon/shared/session';
import { aUser, anAdvertiser, fakeHub, type FakeAnswer } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aCustomDashboard } from '../testing/dashboard-fixtures';
import { renderRoute } from '../testing/render-route';
import { ME } from '../testing/reporting-fixtures';
import { startNew } from '../testing/create-steps';

const schedule = {
  id: 5,
  type: 'LOOKER',
  name: 'Monday digest',
  frequency: 'WEEKLY',
  recipients: ['cmo@trailhead.test'],
  format: 'PDF',
  builderReportId: 1 as number | null,
  customDashboardId: null as number | null,
  advertiserId: 1,
  dateRange: 'Last 7 days',
  timeZone: 'America/Chicago',
  createdAt: '2026-01-01T00:00:00Z',
  lastRunAt: null,
  nextRunAt: '2026-01-05T12:00:00Z',
};
const base = '/clients/1/advertisers/1/builder-reports';
/** A dashboard of one's own with no widgets, on an advertiser or the whole client (null). */
const dashboard = (id: number, name: string, advertiserId: number | null) =>
  aCustomDashboard({ id, name, advertiserId, widgets: [], layout: [] });
let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());

/** The hub, answering a new schedule (`POST …/schedules`) with what `create` gives. */
function hubWith(create: () => FakeAnswer<`${typeof base}/schedules`>) {
  hub = fakeHub({
    '/users/me': () => ({ data: { data: ME('Admin', []) } }),
    '/clients/1/advertisers/1': () => ({ data: { data: anAdvertiser() } }),
    [base]: () => ({
      data: { data: [{ id: 1, name: 'Weekly Performance', description: '', columnNames: ['week', 'impressions'] }] },
    }),
    [`${base}/schedules`]: (request) =>
      request.method === 'post'
        ? create()
        : {
            data: {
              data: [schedule, { ...schedule, id: 6, name: 'Board pack', builderReportId: null, customDashboardId: 3 }],
            },
          },
    '/clients/1/dashboards-custom': () => ({
      data: { data: [dashboard(3, 'Acme at a glance', null), dashboard(4, 'Elsewhere', 2)] },
    }),
    [`${base}/schedules/5/history`]: () => ({
      data: {
        data: [
          {
            id: 1,
            ranAt: '2026-01-05T12:00:00Z',
            status: 'SUCCESS',
            message: 'Delivered to 1 recipient(s)',
            recipients: ['cmo@trailhead.test'],
            format: 'PDF',
          },
        ],
      },
    }),
    [`${base}/schedules/5/run`]: () => ({
      status: 201,
      data: {
        data: {
          id: 2,
          ranAt: '2026-01-06T12:00:00Z',
          status: 'SUCCESS',
          message: 'ok',
          recipients: ['cmo@trailhead.test'],
          format: 'PDF',
        },
      },
    }),
  });
}

/** Names a new schedule Digest, types one recipient, and creates it. */
async function createDigestFor(recipient: string) {
  const dialog = await startNew('schedule', 'Digest');
  const recipients = within(dialog).getByLabelText('Recipients');
  fireEvent.change(recipients, { target: { value: recipient } });
  fireEvent.keyDown(recipients, { key: 'Enter', code: 'Enter' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
  return dialog;
}

it('lists schedules with their cadence and range, runs one now and shows its history (when, to whom, status)', async () => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  hubWith(() => ({ status: 201, data: { data: schedule } }));
  renderRoute('/clients/1/reporting-suite/1/builder/schedules');
  const row = await screen.findByRole('row', { name: /Monday digest/ });
  expect(row).toHaveTextContent('Weekly, Last 7 days');
  fireEvent.click(within(row).getByRole('button', { name: /Run Monday digest now/ }));
  expect(await screen.findByText('Sent to cmo@trailhead.test')).toBeInTheDocument();
  fireEvent.click(within(row).getByRole('button', { name: /History of Monday digest/ }));
  const dialog = await screen.findByRole('dialog', { name: 'History: Monday digest' });
  expect(await within(dialog).findByText('Delivered')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('cmo@trailhead.test');
});

it("lists the server's field errors under the banner and keeps the dialog open", async () => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  hubWith(() => ({
    status: 400,
    data: {
      status: 400,
      error: 'Bad Request',
      message: 'Invalid body',
      fields: [{ field: 'timeZone', message: 'is not a known time zone' }],
    },
  }));
  renderRoute('/clients/1/reporting-suite/1/builder/schedules');
  await createDigestFor('a@b.test');
  await waitFor(() => expect(useErrorStore.getState().fieldMessages).toEqual(['Time zone is not a known time zone.']));
  expect(screen.getByRole('dialog', { name: 'New schedule' })).toBeInTheDocument();
});

it('refuses a recipient that is not one email address before anything is sent', async () => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  hubWith(() => ({ status: 201, data: { data: schedule } }));
  renderRoute('/clients/1/reporting-suite/1/builder/schedules');
  const dialog = await createDigestFor('<evil@x.test>');
  expect(await within(dialog).findByText('Each recipient must be a valid email address.')).toBeInTheDocument();
  expect(hub.requests.some((r) => r.method === 'post')).toBe(false);
});

it("schedules a dashboard of this advertiser's as a PDF, and lists it by the dashboard's name", async () => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  hubWith(() => ({ status: 201, data: { data: schedule } }));
  renderRoute('/clients/1/reporting-suite/1/builder/schedules');
  expect(await screen.findByRole('row', { name: /Board pack/ })).toHaveTextContent('Acme at a glance (dashboard)');
  fireEvent.click(screen.getByRole('button', { name: /New schedule/ }));
  const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Glance' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('Report'));
  expect(screen.queryByTitle('Elsewhere')).not.toBeInTheDocument();
  fireEvent.click(await screen.findByTitle('Acme at a glance'));
  expect(await within(dialog).findByText('A dashboard is sent as a PDF.')).toBeInTheDocument();
  const recipients = within(dialog).getByLabelText('Recipients');
  fireEvent.change(recipients, { target: { value: 'board@trailhead.test' } });
  fireEvent.keyDown(recipients, { key: 'Enter', code: 'Enter' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
  await waitFor(() => expect(hub.requests.some((r) => r.method === 'post')).toBe(true));
  const sent = JSON.parse(String(hub.requests.find((r) => r.method === 'post')!.data));
  expect(sent).toMatchObject({
    name: 'Glance',
    customDashboardId: 3,
    format: 'PDF',
    recipients: ['board@trailhead.test'],
  });
  expect(sent).not.toHaveProperty('builderReportId');
});
