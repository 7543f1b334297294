// Temporary until the generated hub types land: then `HubData<'/clients/{clientId}/campaigns/{campaignId}/files'>[number]`.

/** `GET /clients/{clientId}/{advertisers|campaigns}/{id}/files`, one document. */
export interface DocumentFile {
  id: number;
  name: string;
  parsedFileName: string;
  mimeType: string;
  sizeBytes: number;
  advertiserId: number;
  campaignId: number | null;
  properties: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}
