import { frameworkErrors } from './errors';

/**
 * Router options every instance of the server shares. A path segment longer than find-my-way's default 100
 * characters matched no route and fell through to the static files; with room for long segments they reach the
 * API's routes, whose validation answers 400.
 */
export const ROUTER_OPTIONS = { maxParamLength: 2048 };

/**
 * Fastify options every instance shares: the router's, and the house error body for what Fastify refuses before any
 * route (a segment longer than that: 414; an address that cannot be decoded: 400).
 */
export const SERVER_OPTIONS = { routerOptions: ROUTER_OPTIONS, frameworkErrors };
