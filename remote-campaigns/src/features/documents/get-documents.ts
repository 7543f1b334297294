import { apiGet, responseStatus, useApiQuery, type DocumentTypeFilter } from '@beacon/shared';
import { documentsPath, ownerKey, type DocumentOwner } from './document-owner';
import type { DocumentFile } from './document-types';

/**
 * The owner's documents of one type (the server owns the type groups), newest first. Spec section 8: a 404 on
 * the advertiser files call is an empty list.
 */
export async function getDocuments(
  clientId: number,
  owner: DocumentOwner,
  type: DocumentTypeFilter,
  signal: AbortSignal,
): Promise<DocumentFile[]> {
  try {
    return await apiGet<DocumentFile[]>(documentsPath(clientId, owner), {
      params: type === 'All' ? {} : { type },
      signal,
    });
  } catch (error) {
    if (owner.kind === 'advertiser' && responseStatus(error) === 404) return [];
    throw error;
  }
}

export function useDocuments(clientId: number, owner: DocumentOwner, type: DocumentTypeFilter) {
  return useApiQuery(`documents:${ownerKey(clientId, owner)}:${type}`, (signal) =>
    getDocuments(clientId, owner, type, signal),
  );
}
