import { clearError, setSignedIn, useErrorStore } from '@beacon/shared/session';
import { aUser, anAdvertiser, fakeHub, type FakeAnswer } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { ME } from '../testing/reporting-fixtures';

const schedule = {
  id: 5,
  type: 'LOOKER',
  name: 'Monday digest',
  frequency: 'WEEKLY',
  recipients: ['cmo@trailhead.test'],
  format: 'PDF',
  builderReportId: 1,
  advertiserId: 1,
  dateRange: 'Last 7 days',
  timeZone: 'America/Chicago',
  createdAt: '2026-01-01T00:00:00Z',
  lastRunAt: null,
  nextRunAt: '2026-01-05T12:00:00Z',
};
const base = '/clients/1/advertisers/1/builder-reports';
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
    [`${base}/schedules`]: (request) => (request.method === 'post' ? create() : { data: { data: [schedule] } }),
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
  fireEvent.click(await screen.findByRole('button', { name: /New schedule/ }));
  const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Digest' } });
  const recipients = within(dialog).getByLabelText('Recipients');
  fireEvent.change(recipients, { target: { value: 'a@b.test' } });
  fireEvent.keyDown(recipients, { key: 'Enter', code: 'Enter' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
  await waitFor(() => expect(useErrorStore.getState().fieldMessages).toEqual(['Time zone is not a known time zone.']));
  expect(screen.getByRole('dialog', { name: 'New schedule' })).toBeInTheDocument();
});

it('refuses a recipient that is not one email address before anything is sent', async () => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  hubWith(() => ({ status: 201, data: { data: schedule } }));
  renderRoute('/clients/1/reporting-suite/1/builder/schedules');
  fireEvent.click(await screen.findByRole('button', { name: /New schedule/ }));
  const dialog = await screen.findByRole('dialog', { name: 'New schedule' });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Digest' } });
  const recipients = within(dialog).getByLabelText('Recipients');
  fireEvent.change(recipients, { target: { value: '<evil@x.test>' } });
  fireEvent.keyDown(recipients, { key: 'Enter', code: 'Enter' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create schedule' }));
  expect(await within(dialog).findByText('Each recipient must be a valid email address.')).toBeInTheDocument();
  expect(hub.requests.some((r) => r.method === 'post')).toBe(false);
});
