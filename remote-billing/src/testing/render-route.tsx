import { manifestRenderer, routerLocation, type RenderRouteOptions } from '@beacon/shared/testing';
import { manifest } from '../manifest';

const render = manifestRenderer(manifest, { forms: false });

/** Where the router is now, for tests that follow a redirect or a link. */
export const location = routerLocation;

/**
 * Renders this remote's manifest routes at an address, as the host mounts them under /clients/:clientId, on a
 * wide screen or in a window `width` px wide.
 */
export const renderRoute = (path: string, options: Pick<RenderRouteOptions, 'client' | 'width'> = {}) =>
  render(path, options);
