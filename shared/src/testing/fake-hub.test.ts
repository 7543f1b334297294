import { hubGet } from '../api/hub';
import { fakeHub, pagedAnswer } from './fake-hub';
import { anAdvertiser } from './advertisers';

// What `GET /clients/{clientId}/invoices/metrics` answers.
const metrics = {
  countOverdue: 1,
  countOpen: 2,
  countPaid: 5,
  totalBalance: 7900.5,
  overdueBalance: 4500,
  totalInvoiced: 12900.5,
};
const { countOverdue, ...withoutOverdue } = metrics;

it("answers at a path what the server answers there, and tsc refuses a fixture that drifted from the server's schema", async () => {
  const hub = fakeHub({
    '/clients/1/invoices/metrics': () => ({ data: { data: metrics } }),
    // A failure may have any body: tests fake failures of every kind.
    '/clients/1': () => ({ status: 502, data: '<html>Bad gateway</html>' }),
  });
  try {
    expect(await hubGet('/clients/{clientId}/invoices/metrics', { path: { clientId: 1 } })).toEqual(metrics);
  } finally {
    hub.restore();
  }

  // Each fake below does not type-check (tsc fails on an `@ts-expect-error` that has no error to expect).
  fakeHub({
    // @ts-expect-error -- a field the server renamed: `overdueCount` for `countOverdue`
    '/clients/1/invoices/metrics': () => ({ data: { data: { ...withoutOverdue, overdueCount: countOverdue } } }),
  }).restore();
  fakeHub({
    // @ts-expect-error -- a wrong type: a count as a string
    '/clients/1/invoices/metrics': () => ({ data: { data: { ...metrics, countOpen: '2' } } }),
  }).restore();
  fakeHub({
    // @ts-expect-error -- a success status does not make a wrong body a failure's
    '/clients/1/invoices/metrics': () => ({ status: 200, data: { data: withoutOverdue } }),
  }).restore();
  fakeHub({
    // @ts-expect-error -- a paged list's rows are the path's rows: advertisers have a website
    '/clients/1/advertisers/summary': pagedAnswer([{ id: 1, name: 'Trailhead Gear' }]),
  }).restore();
  fakeHub({
    // @ts-expect-error -- a literal segment wins over a `{param}`: the summary is a page of advertisers, not one
    '/clients/1/advertisers/summary': () => ({ data: { data: anAdvertiser() } }),
  }).restore();
  // An address built from values the compiler cannot know takes any answer.
  const clientId = Number('1');
  fakeHub({ [`/clients/${clientId}/invoices/metrics`]: () => ({ data: 'anything' }) }).restore();
});
