import type { RemoteManifest, RemoteName, RemoteOutline } from '@beacon/shared/contract';
import { create } from 'zustand';

/** loading: being fetched; ready: mounted; unavailable: its files did not load; incompatible: refused by contract. */
export type AreaStatus = 'loading' | 'ready' | 'unavailable' | 'incompatible';

export interface Area {
  name: RemoteName;
  version: string;
  entry: string;
  previewed: boolean;
  status: AreaStatus;
  manifest?: RemoteManifest;
  /** From the registry: lets the host keep the area's routes and drawer entries while it is down. */
  outline?: RemoteOutline;
  problem?: string;
}

interface AreasState {
  /** Whether the first registry read has finished (successfully or not). */
  started: boolean;
  registryFailed: boolean;
  areas: Partial<Record<RemoteName, Area>>;
  /** Areas whose promoted version differs from the one this tab runs. */
  newVersions: Partial<Record<RemoteName, string>>;
  /** Whether the host this browser is served now differs from the one this tab runs (a host promoted, rolled back). */
  hostChanged: boolean;
}

export const useAreasStore = create<AreasState>(() => ({
  started: false,
  registryFailed: false,
  areas: {},
  newVersions: {},
  hostChanged: false,
}));

export function setArea(name: RemoteName, patch: Partial<Area>): void {
  useAreasStore.setState((state) => {
    const current = state.areas[name];
    if (!current) return state;
    return { areas: { ...state.areas, [name]: { ...current, ...patch } } };
  });
}

export function areaTitle(area: Pick<Area, 'name' | 'manifest' | 'outline'>): string {
  return area.manifest?.title ?? area.outline?.title ?? area.name[0]!.toUpperCase() + area.name.slice(1);
}
