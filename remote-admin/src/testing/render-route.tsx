import { manifestRenderer, routerLocation, type RenderRouteOptions } from '@beacon/shared/testing';
import { manifest } from '../manifest';

const render = manifestRenderer(manifest, { forms: true });

/** Where the router is now, for tests that follow a redirect. */
export const location = routerLocation;

/** Renders this remote's manifest routes at an address, as the host mounts them. */
export const renderRoute = (path: string, client?: RenderRouteOptions['client']) => render(path, { client });
