import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, apiGet, setTokenProvider } from './api-client';

/** A fake server at the HTTP layer: answers each request with the next status in the list. */
function answering(statuses: number[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
    const response = { status, statusText: String(status), headers: {}, config, data: { data: { id: 7 } } };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

describe('the hub API client', () => {
  it('reads the answer from its data field and sends the identity token', async () => {
    setTokenProvider(async () => 'id-token');
    const seen = answering([200]);
    await expect(apiGet('/users/me')).resolves.toEqual({ id: 7 });
    expect(seen[0]!.headers.Authorization).toBe('Bearer id-token');
  });

  it('retries a server error twice, then succeeds', async () => {
    const seen = answering([503, 502, 200]);
    await expect(apiGet('/campaigns')).resolves.toEqual({ id: 7 });
    expect(seen).toHaveLength(3);
  });

  it('gives up after two retries', async () => {
    const seen = answering([500]);
    await expect(apiGet('/campaigns')).rejects.toThrow('Request failed with status code 500');
    expect(seen).toHaveLength(3);
  });

  it('does not retry a refusal', async () => {
    const seen = answering([404]);
    await expect(apiGet('/campaigns/999')).rejects.toThrow('Request failed with status code 404');
    expect(seen).toHaveLength(1);
  });
});
