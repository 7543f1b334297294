import { Type } from 'typebox';
import { Nullable } from '../../kernel/http/schemas';

export const FileDocument = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parsedFileName: Type.String(),
  mimeType: Type.String(),
  sizeBytes: Type.Integer(),
  advertiserId: Type.Integer(),
  campaignId: Nullable(Type.Integer()),
  properties: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
