import type { TestApi } from './test-api';

/** One request as a seeded user, with the JSON body parsed (null for empty or binary bodies). */
export async function call(t: TestApi, email: string, method: string, url: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: await t.auth(email),
    ...(payload ? { payload } : {}),
  });
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: json ? JSON.parse(response.body) : null, raw: response };
}
