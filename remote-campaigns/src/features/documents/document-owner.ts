import { fillHubPath } from '@beacon/shared/api';

/** Documents hang on an advertiser or on one of its campaigns: the hub operations differ only in the owner. */
export type DocumentOwner = { kind: 'advertiser'; id: number } | { kind: 'campaign'; id: number };

/** The list operation of an owner's documents, and its path parameters: the key its queries share. */
export function documentsOperation(clientId: number, owner: DocumentOwner) {
  return owner.kind === 'campaign'
    ? {
        path: '/clients/{clientId}/campaigns/{campaignId}/files' as const,
        pathParams: { clientId, campaignId: owner.id },
      }
    : {
        path: '/clients/{clientId}/advertisers/{advertiserId}/files' as const,
        pathParams: { clientId, advertiserId: owner.id },
      };
}

/** The address uploads are posted to (multipart, so through the client itself rather than a JSON call). */
export function documentsPath(clientId: number, owner: DocumentOwner) {
  return owner.kind === 'campaign'
    ? fillHubPath('/clients/{clientId}/campaigns/{campaignId}/files', { clientId, campaignId: owner.id })
    : fillHubPath('/clients/{clientId}/advertisers/{advertiserId}/files', { clientId, advertiserId: owner.id });
}

export const documentPath = (clientId: number, owner: DocumentOwner, fileId: number) =>
  `${documentsPath(clientId, owner)}/${fileId}`;
