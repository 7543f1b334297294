import type { ComponentType } from 'react';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { NewPasswordPage } from './new-password-page';

/** The sign-in screens, by address: the app's router and the sign-in bundle both read this table. */
export const SIGN_IN_SCREENS: { path: string; title: string; Page: ComponentType }[] = [
  { path: '/auth/login', title: 'Sign in', Page: LoginPage },
  { path: '/auth/new-password', title: 'Set your password', Page: NewPasswordPage },
  { path: '/auth/forgot-password', title: 'Reset your password', Page: ForgotPasswordPage },
];
