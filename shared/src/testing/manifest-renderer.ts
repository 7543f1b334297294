import type { RemoteManifest } from '../contract/manifest';
import { installTimerMessageChannel } from './message-channel';
import { renderManifestRoute, type RenderRouteOptions } from './render-manifest-route';

/**
 * How a remote's tests render its manifest routes (renderManifestRoute), each test given a minute; with `forms`,
 * antd's form fields get the message channel they schedule through.
 */
export function manifestRenderer(manifest: RemoteManifest, { forms }: { forms: boolean }) {
  if (forms) installTimerMessageChannel();
  jest.setTimeout(60_000);
  return (path: string, options?: RenderRouteOptions) => renderManifestRoute(manifest, path, options);
}
