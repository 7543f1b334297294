import { clearError, useErrorStore, useSessionStore } from '@beacon/shared/session';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { sessionUnread } from './session';

const answered = (status: number, body: object) => {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, statusText: '', headers: {}, config, data: body };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
};
const tooMany = {
  status: 429,
  error: 'Too Many Requests',
  message: 'Too many requests. Please wait a moment and try again.',
  fields: [],
};

beforeEach(() => {
  clearError();
  useSessionStore.setState({ status: 'loading', user: null });
});

it('keeps the sign-in when the server says too many requests, and says so', () => {
  sessionUnread(answered(429, tooMany));
  expect(useSessionStore.getState().status).toBe('loading');
  expect(useErrorStore.getState().uiMessage).toBe('429 - Too Many Requests');
});

it('has no session when the server fails or the site refuses the user', () => {
  sessionUnread(answered(500, { status: 500, error: 'Internal Server Error', message: 'x', fields: [] }));
  expect(useSessionStore.getState().status).toBe('signedOut');
  useSessionStore.setState({ status: 'loading', user: null });
  sessionUnread(new Error('This site does not serve your account'));
  expect(useSessionStore.getState().status).toBe('signedOut');
});
