import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw new Error('A page failed to draw');
}

function visit(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'broken', element: <Boom /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the route error page', () => {
  // Where Go Back leads is proven in the browser (e2e/tests/platform.spec.ts): jsdom cannot navigate a router.
  it('says something went wrong, and offers Go Back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    visit('/broken');
    expect(await screen.findByText('Oops. Something went wrong...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('says nothing is here when no route matches', async () => {
    visit('/nowhere');
    expect(await screen.findByText('Oops. Nothing here...')).toBeInTheDocument();
  });
});
