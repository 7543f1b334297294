import { clearError, setSignedIn } from '@beacon/shared/session';
import { aUser, fakeHub } from '@beacon/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';
import { CUSTOM_REPORTS } from '../testing/reporting-fixtures';

let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());

it('creates a custom report (appended) and deletes one (removed by id)', async () => {
  clearError();
  setSignedIn(aUser({ role: 'Admin' }));
  let loads = 0;
  hub = fakeHub({
    '/clients/1/custom-reports': (request) => {
      if (request.method === 'post') {
        const body = JSON.parse(String(request.data)) as Record<string, string>;
        return { status: 201, data: { data: { ...CUSTOM_REPORTS[0]!, ...body, id: 9 } } };
      }
      loads++;
      return { data: { data: CUSTOM_REPORTS } };
    },
    '/clients/1/custom-reports/1': () => ({ status: 204 }),
  });
  renderRoute('/clients/1/reporting-suite/all/dashboards/custom-report');
  expect(await screen.findByRole('link', { name: 'Brand Lift Study' })).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'New custom report' });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Search Terms' } });
  fireEvent.change(within(form).getByLabelText('URL'), { target: { value: 'https://reports.example.test/search' } });
  fireEvent.click(within(form).getByRole('button', { name: /Create custom report/ }));
  expect(await screen.findByRole('link', { name: 'Search Terms' })).toBeInTheDocument();
  const names = () => screen.getAllByRole('link').map((a) => a.textContent);
  expect(names()).toEqual(['Brand Lift Study', 'Search Terms']);

  fireEvent.click(screen.getByRole('button', { name: /Delete Brand Lift Study/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Brand Lift Study' })).not.toBeInTheDocument());
  expect(names()).toEqual(['Search Terms']);
  expect(loads).toBe(1);
});

it('shows a reporting-only user the custom reports without Delete or the new report form', async () => {
  clearError();
  setSignedIn(aUser({ role: 'REPORTING_ONLY' }));
  hub = fakeHub({ '/clients/1/custom-reports': () => ({ data: { data: CUSTOM_REPORTS } }) });
  renderRoute('/clients/1/reporting-suite/all/dashboards/custom-report');
  expect(await screen.findByRole('link', { name: 'Brand Lift Study' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'New custom report' })).not.toBeInTheDocument();
});
