import type { AxiosAdapter } from 'axios';
import { DEMO_MODE_KEY } from '../demo/demo-mode';
import { FAKE_COMPANIES } from '../demo/fakes';
import { api, apiGet } from './api-client';

/** A server at the HTTP layer that answers every request with this body and content type. */
function answering(data: unknown, contentType: string) {
  const adapter: AxiosAdapter = async (config) => ({
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': contentType },
    config,
    data,
  });
  api.defaults.adapter = adapter;
}

describe('the hub API client in demo mode', () => {
  beforeEach(() => sessionStorage.setItem(DEMO_MODE_KEY, 'on'));
  afterEach(() => sessionStorage.clear());

  it('hands the account manager photo over as the very blob the server sent', async () => {
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    answering(photo, 'image/png');
    const { data } = await api.get<Blob>('/clients/1/account-manager/photo', { responseType: 'blob' });
    expect(data).toBe(photo);
  });

  it('leaves binary documents read as array buffers untouched', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7').buffer;
    answering(pdf, 'application/pdf');
    const { data } = await api.get<ArrayBuffer>('/clients/1/invoices/3/pdf', { responseType: 'arraybuffer' });
    expect(data).toBe(pdf);
  });

  it('still scrubs a JSON answer the server did not scrub', async () => {
    answering({ data: [{ id: 1, name: 'Acme Outdoor' }] }, 'application/json; charset=utf-8');
    const [client] = await apiGet<{ id: number; name: string }[]>('/clients');
    expect(FAKE_COMPANIES).toContain(client!.name);
  });
});
