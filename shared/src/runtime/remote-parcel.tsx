import type { QueryClient } from '@tanstack/react-query';
import { Result } from 'antd';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { RemoteManifest } from '../contract/manifest';
import { RemoteStandaloneApp } from './remote-standalone-app';

export interface ParcelProps {
  basename?: string;
  /** The host's cache, so an isolated remote shares server state with the rest of the page. */
  queryClient?: QueryClient;
}

export type RemoteParcel = ReactAppOrParcel<ParcelProps>;

/** single-spa-react lifecycles that mount the remote in a React root of its own. */
export function createRemoteParcel(manifest: RemoteManifest): RemoteParcel {
  return singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ basename, queryClient }) => (
      <RemoteStandaloneApp manifest={manifest} basename={basename} queryClient={queryClient} />
    ),
    errorBoundary: (error) => <Result status="error" title={`${manifest.title} failed`} subTitle={error.message} />,
  });
}

/** The standalone harness: bootstrap and mount the parcel into an element of the page, without a host. */
export async function mountStandalone(parcel: RemoteParcel, elementId: string): Promise<void> {
  const domElement = document.getElementById(elementId);
  if (!domElement) throw new Error(`No #${elementId} element to mount into`);
  const props = { name: 'standalone', domElement, singleSpa: undefined, mountParcel: undefined } as never;
  await parcel.bootstrap(props);
  await parcel.mount(props);
}
