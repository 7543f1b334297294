import type { Api } from './types';

/** The document with `prefix` taken off every path: the prefix is the server URL, as OpenAPI intends. */
export function relativeTo<T extends { paths?: Record<string, unknown> }>(prefix: string, document: T): T {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path,
      item,
    ]),
  );
  return { ...document, paths };
}

/**
 * An API's operations, each plugin's routes in turn, and the OpenAPI document they make served at /openapi.json
 * (public, and not in the document itself).
 */
export async function documentedRoutes<D>(api: Api, deps: D, plugins: ((api: Api, deps: D) => Promise<void>)[]) {
  api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => api.swagger());
  for (const routes of plugins) await routes(api, deps);
}
