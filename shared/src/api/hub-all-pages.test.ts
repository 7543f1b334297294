import { fakeHub, pagedAnswer } from '../testing/fake-hub';
import { anInvoice } from '../testing/invoices';
import { hubGetAll } from './hub-all-pages';
import type { HubData } from './hub-types';

/** 1,203 invoices, as `GET /clients/{clientId}/invoices` lists them. */
const rows: HubData<'/clients/{clientId}/invoices'> = Array.from({ length: 1203 }, (_, i) =>
  anInvoice({ id: i + 1, docNumber: `INV-${100001 + i}` }),
);
let hub: ReturnType<typeof fakeHub>;
afterEach(() => hub.restore());

it('reads every page of 500, in order', async () => {
  hub = fakeHub({ '/clients/1/invoices': pagedAnswer(rows) });
  const all = await hubGetAll('/clients/{clientId}/invoices', { path: { clientId: 1 } });
  expect(all.total).toBe(1203);
  expect(all.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  expect(hub.requests.map((r) => r.params)).toEqual([1, 2, 3].map((page) => ({ page, pageSize: 500 })));
});

it('stops at the limit and says how many there are', async () => {
  hub = fakeHub({ '/clients/1/invoices': pagedAnswer(rows) });
  const all = await hubGetAll('/clients/{clientId}/invoices', { path: { clientId: 1 } }, 700);
  expect(all.rows).toHaveLength(700);
  expect(all.total).toBe(1203);
});
