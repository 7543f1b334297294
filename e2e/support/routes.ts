import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';
import type { Page } from './test';

/** A route of an area's outline as an address: optional parameters left out, the others filled from `ids`. */
export function samplePath(
  route: { path: string; scope: string },
  clientId: number,
  ids: Record<string, string>,
): string {
  const filled = route.path
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(/:([A-Za-z]+)/g, (_, name: string) => ids[name] ?? '1');
  return route.scope === 'client' ? `/clients/${clientId}/${filled}` : `/${filled}`;
}

/** Every route of every area the registry serves (their outlines), as addresses for one client. */
export async function everyRoute(
  page: Page,
  baseURL: string,
  clientId: number,
  ids: Record<string, string>,
): Promise<string[]> {
  const { remotes } = (await (await page.request.get(`${baseURL}${REMOTES_DOCUMENT_PATH}`)).json()) as RemotesDocument;
  return [
    ...new Set(
      remotes.flatMap((remote) => {
        if (!remote.outline) throw new Error(`${remote.name} is served without its outline`);
        return remote.outline.routes.map((route) => samplePath(route, clientId, ids));
      }),
    ),
  ];
}
