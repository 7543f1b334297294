import { responseStatus } from '@beacon/shared/api';

/** Spec section 8: where the hub answers 404 for a list (an advertiser's audiences, files), the list is empty. */
export async function noneOn404<Row>(read: Promise<Row[]>): Promise<Row[]> {
  try {
    return await read;
  } catch (error) {
    if (responseStatus(error) === 404) return [];
    throw error;
  }
}
