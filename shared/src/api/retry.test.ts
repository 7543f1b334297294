import axios, { AxiosError, type AxiosAdapter } from 'axios';
import { retryDelay, retryPassingTrouble } from './retry';

/** A client whose server answers each request with the next of `answers`, and the pauses it was asked to make. */
function clientAnswering(answers: { status: number; retryAfter?: string }[]) {
  const client = axios.create();
  let seen = 0;
  const adapter: AxiosAdapter = async (config) => {
    const { status, retryAfter } = answers[Math.min(seen, answers.length - 1)]!;
    seen += 1;
    const headers = retryAfter === undefined ? {} : { 'retry-after': retryAfter };
    const response = { status, statusText: String(status), headers, config, data: { data: 'ok' } };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  client.defaults.adapter = adapter;
  const pauses: number[] = [];
  retryPassingTrouble(client, async (ms) => void pauses.push(ms));
  return { client, pauses, requests: () => seen };
}

describe('retrying as spec section 9 says', () => {
  it('retries a 429 twice with the 0.3 s backoff doubling, then succeeds', async () => {
    const { client, pauses, requests } = clientAnswering([{ status: 429 }, { status: 429 }, { status: 200 }]);
    await expect(client.get('/campaigns')).resolves.toMatchObject({ status: 200 });
    expect(requests()).toBe(3);
    expect(pauses).toEqual([300, 600]);
  });

  it("waits what the server's Retry-After says, in seconds or as a date", async () => {
    const { client, pauses } = clientAnswering([{ status: 429, retryAfter: '2' }, { status: 200 }]);
    await client.get('/campaigns');
    expect(pauses).toEqual([2000]);
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryDelay(1, 'Tue, 24 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryDelay(2, 'Tue, 24 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(retryDelay(2, 'soon', now)).toBe(600);
  });

  it('gives up after two retries, and at once when the server asks for more than a minute', async () => {
    const busy = clientAnswering([{ status: 503 }]);
    await expect(busy.client.get('/campaigns')).rejects.toThrow('Request failed with status code 503');
    expect(busy.requests()).toBe(3);
    const long = clientAnswering([{ status: 429, retryAfter: '3600' }]);
    await expect(long.client.get('/campaigns')).rejects.toThrow('Request failed with status code 429');
    expect(long.requests()).toBe(1);
    expect(long.pauses).toEqual([]);
  });

  it.each([408, 413, 500, 502, 504])('retries %i; never a refusal such as 401, 403 or 404', async (status) => {
    const { client, requests } = clientAnswering([{ status }, { status: 200 }]);
    await client.get('/campaigns');
    expect(requests()).toBe(2);
    for (const refusal of [401, 403, 404]) {
      const refused = clientAnswering([{ status: refusal }]);
      await expect(refused.client.get('/campaigns')).rejects.toThrow(String(refusal));
      expect(refused.requests()).toBe(1);
    }
  });
});
