import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ButtonLink } from './button-link';

it('is one link (no button inside it) that navigates inside the app', () => {
  render(
    <MemoryRouter initialEntries={['/clients/1/reporting-suite/all/dashboards']}>
      <Routes>
        <Route
          path="/clients/1/reporting-suite/all/dashboards"
          element={<ButtonLink to="/reports">Campaign reporting</ButtonLink>}
        />
        <Route path="/reports" element={<h1>Campaign reporting page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'Campaign reporting' });
  expect(link).toHaveAttribute('href', '/reports');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  fireEvent.click(link);
  expect(screen.getByRole('heading', { name: 'Campaign reporting page' })).toBeInTheDocument();
});
