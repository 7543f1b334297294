// `@beacon/shared/runtime`: how an area's manifest becomes routes, and a remote mounted in its own root (a parcel).
export { areaRoutes, type RouteHandle } from './manifest-routes';
export { createRemoteParcel, mountStandalone } from './remote-parcel';
