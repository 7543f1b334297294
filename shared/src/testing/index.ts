export { manifestContractProblems } from './manifest-contract';
export { fakeHub, fakeRoutes, pagedAnswer } from './fake-hub';
export type { FailureAnswer, FailureStatus, FakeAnswer, FakeRoute, FakeRoutes } from './fake-hub-routes';
export { createTestQueryClient, QueryWrapper } from './query-wrapper';
export { aUser } from './users';
export { installTimerMessageChannel } from './message-channel';
export { installMatchMedia, installWindowWidth } from './match-media';
export { renderManifestRoute, routerLocation, type RenderRouteOptions } from './render-manifest-route';
export { CATALOGUE_SNAPSHOT } from './catalogue-snapshot';
