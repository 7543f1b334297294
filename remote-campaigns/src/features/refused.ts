import { responseStatus } from '@beacon/shared/api';

/** A client, campaign or advertiser out of reach answers 404 (403 for a write not allowed): the page says so. */
export const isRefused = (error: unknown) => [403, 404].includes(responseStatus(error) ?? 0);
