/** A stream token lives an hour unless configured otherwise (BEACON_NOTIFY_STREAM_TOKEN_SECONDS). */
export const STREAM_TOKEN_SECONDS = 3600;

/**
 * The longest a stream token lives: a day. A stream ends when its token does, on a timer, and a timer set more than
 * 24.8 days ahead overflows and fires at once, which ended every stream.
 */
export const MAX_STREAM_TOKEN_SECONDS = 86_400;
