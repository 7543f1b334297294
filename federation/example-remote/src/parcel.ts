import { createRemoteParcel } from '@beacon/shared/runtime';
import { manifest } from './manifest';

/** single-spa-react lifecycles of this remote: the host mounts it through them. */
export const { bootstrap, mount, unmount, update } = createRemoteParcel(manifest);
