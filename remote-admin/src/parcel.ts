import { createRemoteParcel } from '@beacon/shared/runtime';
import { manifest } from './manifest';

/** single-spa-react lifecycles of this remote, for a host that mounts it in its own root, and for the harness. */
export const { bootstrap, mount, unmount, update } = createRemoteParcel(manifest);
