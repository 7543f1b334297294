import type { CurrentUser } from '@beacon/shared/session';
import { manifestRenderer, routerLocation, type RenderRouteOptions } from '@beacon/shared/testing';
import { manifest } from '../manifest';

const render = manifestRenderer(manifest, { forms: true });

/** Where the router is now, for tests that follow a redirect or a link. */
export const location = routerLocation;

/**
 * Renders this remote's manifest routes at an address, as the host mounts them under /clients/:clientId, for a
 * signed-in client admin of Acme unless the test says who.
 */
export const renderRoute = (path: string, user: Partial<CurrentUser> = {}, client?: RenderRouteOptions['client']) =>
  render(path, { user, client });
