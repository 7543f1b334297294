/** Documents hang on an advertiser or on one of its campaigns: the hub paths differ only in the owner. */
export type DocumentOwner = { kind: 'advertiser'; id: number } | { kind: 'campaign'; id: number };

export const documentsPath = (clientId: number, owner: DocumentOwner) =>
  `/clients/${clientId}/${owner.kind === 'advertiser' ? 'advertisers' : 'campaigns'}/${owner.id}/files`;

export const documentPath = (clientId: number, owner: DocumentOwner, fileId: number) =>
  `${documentsPath(clientId, owner)}/${fileId}`;

export const ownerKey = (clientId: number, owner: DocumentOwner) => `${clientId}:${owner.kind}:${owner.id}`;
