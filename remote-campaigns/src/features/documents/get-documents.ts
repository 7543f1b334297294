import { hubGet, hubKey, type DocumentTypeFilter } from '@beacon/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noneOn404 } from '../../api/none-on-404';
import { documentsOperation, type DocumentOwner } from './document-owner';
import type { DocumentFile } from './document-types';

async function fetchDocuments(clientId: number, owner: DocumentOwner, type: DocumentTypeFilter, signal: AbortSignal) {
  const query = type === 'All' ? {} : { type };
  if (owner.kind === 'campaign')
    return hubGet('/clients/{clientId}/campaigns/{campaignId}/files', {
      path: { clientId, campaignId: owner.id },
      query,
      signal,
    });
  return noneOn404<DocumentFile>(
    hubGet('/clients/{clientId}/advertisers/{advertiserId}/files', {
      path: { clientId, advertiserId: owner.id },
      query,
      signal,
    }),
  );
}

/** The owner's documents of one type (the server owns the type groups), newest first. */
export const documentsQuery = (clientId: number, owner: DocumentOwner, type: DocumentTypeFilter) => {
  const { path, pathParams } = documentsOperation(clientId, owner);
  return queryOptions({
    queryKey: hubKey(path, pathParams, type === 'All' ? {} : { type }),
    queryFn: ({ signal }) => fetchDocuments(clientId, owner, type, signal),
    meta: { silentOn: [404] },
  });
};

export const useDocuments = (clientId: number, owner: DocumentOwner, type: DocumentTypeFilter) =>
  useQuery(documentsQuery(clientId, owner, type));
