/**
 * Whether an address matches a route path as the manifests write them (`campaigns/:campaignId/:tab?`, `*`),
 * without react-router, so that the first script of the page can use it too.
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  let at = 0;
  for (const part of parts) {
    if (part === '*') return true;
    const optional = part.startsWith(':') && part.endsWith('?');
    const segment = segments[at];
    if (segment === undefined) {
      if (optional) continue;
      return false;
    }
    if (!part.startsWith(':') && decodeURIComponent(segment) !== part) return false;
    at += 1;
  }
  return at === segments.length;
}

/** The address a route of a manifest sits at: client routes under /clients/:clientId/. */
export function fullRoutePath(route: { scope: 'client' | 'root'; path: string }): string {
  return route.scope === 'client' ? `/clients/:clientId/${route.path}` : `/${route.path}`;
}
