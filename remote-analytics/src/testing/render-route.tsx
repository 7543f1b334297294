import { useSessionStore } from '@beacon/shared/session';
import { manifestRenderer, routerLocation, type RenderRouteOptions } from '@beacon/shared/testing';
import { manifest } from '../manifest';

const render = manifestRenderer(manifest, { forms: true });

/** Where the router is now, for tests that follow a redirect or a link. */
export const location = routerLocation;

/** Renders this remote's manifest routes at an address, as the host mounts them under /clients/:clientId. */
export const renderRoute = (path: string, client?: RenderRouteOptions['client']) =>
  // Advertiser pages check the signed-in user: an Acme admin unless the test signed someone else in.
  render(path, { client, user: useSessionStore.getState().user ? undefined : {} });
