import { BRANDS, brandOfSite } from '@beacon/shared/brand';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from 'aws-amplify/auth';
import { LoginPage } from './login-page';
import { SignInHostContext, type SignInHost } from './sign-in-host';

jest.mock('aws-amplify/auth', () => ({ signIn: jest.fn() }));
const identitySignIn = signIn as jest.MockedFunction<typeof signIn>;
afterEach(() => identitySignIn.mockReset());

function showLogin(overrides: Partial<SignInHost> = {}) {
  const host: SignInHost = {
    config: {
      site: { isDefaultDomain: true, boundClientId: null, brand: 'beacon' },
      demoRequestUrl: 'https://example.test/demo',
    },
    brand: BRANDS.beacon,
    location: { pathname: '/auth/login', search: '', hash: '' },
    navigate: jest.fn(),
    enterApp: jest.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(
    <SignInHostContext.Provider value={host}>
      <LoginPage />
    </SignInHostContext.Provider>,
  );
  return host;
}

describe('the sign-in page without antd', () => {
  it('shows the brand panel, the welcome panel with the demo link, and the form', () => {
    showLogin();
    expect(screen.getByRole('complementary', { name: 'Beacon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a demo' })).toHaveAttribute('href', 'https://example.test/demo');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('offers no demo link on a client-bound site', () => {
    showLogin({
      config: { site: { isDefaultDomain: false, boundClientId: 3, brand: 'northwind' }, demoRequestUrl: '' },
      brand: BRANDS.northwind,
    });
    expect(screen.getByRole('complementary', { name: 'Northwind Fitness' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a demo' })).not.toBeInTheDocument();
  });

  it('shows the brand a BeaconAdmin set for this host name: its name, its logo and its login background', () => {
    const theme = {
      key: 'client-7' as const,
      name: 'Acme Outdoor',
      palette: BRANDS.beacon.palette,
      ink: '#1b2b1f',
      loginBackground: 'linear-gradient(150deg, #1f4e79, #0b7285)',
      logoUrl: '/brand-images/7/logo?v=1',
    };
    showLogin({
      config: { site: { isDefaultDomain: false, boundClientId: 7, brand: 'client-7', theme }, demoRequestUrl: '' },
      brand: brandOfSite({ brand: 'client-7', theme }),
    });
    const panel = screen.getByRole('complementary', { name: 'Acme Outdoor' });
    expect(panel.parentElement).toHaveStyle({ '--bcn-panel': theme.loginBackground });
    expect(screen.getAllByRole('img', { name: 'Acme Outdoor' })[0]).toHaveAttribute('src', theme.logoUrl);
  });

  it('does nothing when a field is empty', async () => {
    const host = showLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(screen.getByLabelText('Email'), 'jane@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(host.enterApp).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    showLogin();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show the text' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the text' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('moves to the password reset without reloading the page', async () => {
    const host = showLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(host.navigate).toHaveBeenCalledWith('/auth/forgot-password');
  });

  it('says Login failed for a wrong password, and takes the next try', async () => {
    identitySignIn.mockRejectedValueOnce(Object.assign(new Error('Incorrect.'), { name: 'NotAuthorizedException' }));
    const host = showLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'Jane@Acme.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failedIncorrect username or password');
    expect(identitySignIn).toHaveBeenCalledWith({ username: 'jane@acme.test', password: 'wrong' });
    expect(host.enterApp).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('continues a session already open rather than refusing it', async () => {
    identitySignIn.mockRejectedValueOnce(
      Object.assign(new Error('Open.'), { name: 'UserAlreadyAuthenticatedException' }),
    );
    const host = showLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'jane@acme.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(host.enterApp).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
