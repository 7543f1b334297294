import { responseStatus } from '@beacon/shared/api';

/** A client, advertiser or campaign out of reach answers 404: the page says 'Not found' itself, no banner. */
export const isNotFound = (error: unknown) => responseStatus(error) === 404;
export const unlessNotFound = (error: unknown) => !isNotFound(error);
