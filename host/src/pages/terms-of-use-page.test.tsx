import { BRANDS } from '@beacon/shared/brand';
import { resetAllStores, setSignedIn } from '@beacon/shared/session';
import { aUser } from '@beacon/shared/testing';
import { setBrand } from '@beacon/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RuntimeConfigContext } from '../auth/runtime-config-context';
import type { RuntimeConfig } from '../auth/runtime-config';
import { TermsOfUsePage } from './terms-of-use-page';

jest.mock('../auth/session', () => ({ endSessionHere: jest.fn(), loadSession: jest.fn() }));
afterEach(() => {
  resetAllStores();
  setBrand(BRANDS.beacon);
});

function openTerms() {
  setSignedIn(aUser({ type: 'STANDARD', role: 'Admin', clientId: 3, firstName: 'Nora' }));
  const config = { termsOfUseUrl: '/terms.pdf', site: {} } as unknown as RuntimeConfig;
  render(
    <RuntimeConfigContext.Provider value={config}>
      <MemoryRouter>
        <TermsOfUsePage />
      </MemoryRouter>
    </RuntimeConfigContext.Provider>,
  );
}

it('welcomes a user to the product by its name', async () => {
  openTerms();
  expect(await screen.findByRole('dialog', { name: 'Welcome to Beacon, Nora' })).toHaveTextContent(
    'please accept the Beacon terms of use',
  );
});

it("welcomes Northwind's users to Northwind Fitness, not to Beacon", async () => {
  setBrand(BRANDS.northwind);
  openTerms();
  const welcome = await screen.findByRole('dialog', { name: 'Welcome to Northwind Fitness, Nora' });
  expect(welcome).toHaveTextContent('please accept the Northwind Fitness terms of use');
  expect(welcome).not.toHaveTextContent('Beacon');
});
