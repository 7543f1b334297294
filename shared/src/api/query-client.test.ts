import { hubQueryOptions, type HubQueryMeta } from './hub-query';
import { createQueryClient } from './query-client';
import { clearError, useErrorStore } from '../session/error-store';
import { fakeHub } from '../testing/fake-hub';
import type { FailureStatus } from '../testing/fake-hub-routes';

let hub: ReturnType<typeof fakeHub>;
beforeEach(() => clearError());
afterEach(() => hub.restore());

const refusal = (status: FailureStatus, error: string) => () => ({
  status,
  data: { status, error, message: '', fields: [] },
});

/** Reads client 1 as a page does, through `client`, and lets a failure go: the banner is what the test reads. */
const readClient = (meta?: HubQueryMeta, client = createQueryClient()) =>
  client.fetchQuery(hubQueryOptions('/clients/{clientId}', { path: { clientId: 1 } }, meta)).catch(() => undefined);

it("shows a failed query in the error banner in the spec's words", async () => {
  hub = fakeHub({ '/clients/1': refusal(400, 'Bad Request') });
  await readClient();
  expect(useErrorStore.getState().uiMessage).toBe('400 - Bad Request');
});

it('says the session has expired when the token is refused', async () => {
  hub = fakeHub({ '/clients/1': refusal(401, 'Unauthorized') });
  await readClient();
  expect(useErrorStore.getState().uiMessage).toBe('Session has expired. Please sign in again.');
});

it('keeps the statuses a page explains itself out of the banner', async () => {
  hub = fakeHub({ '/clients/1': refusal(404, 'Not Found') });
  await readClient({ silentOn: [404] });
  expect(useErrorStore.getState().hasError).toBe(false);
});

it('keeps every failure of a query or mutation that shows its own out of the banner', async () => {
  hub = fakeHub({ '/clients/1': refusal(400, 'Bad Request') });
  const client = createQueryClient();
  await readClient({ silent: true }, client);
  await client
    .getMutationCache()
    .build(client, {
      mutationFn: () => Promise.reject(new Error('Preferences could not be saved')),
      meta: { silent: true },
    })
    .execute(undefined)
    .catch(() => undefined);
  expect(useErrorStore.getState().hasError).toBe(false);
});
