/** While demo mode is on, notification titles and content read REDACTED (spec section 1); the flag is the demo store's. */
export { isDemoMode, REDACTED } from '@beacon/shared';
