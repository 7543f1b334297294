import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessOf, scopeOf } from '../../../kernel/access/path-guard';
import { formatDate } from '@beacon/shared/format';
import { HttpError, notFound } from '../../../kernel/http/errors';
import { DOCUMENT_TYPE_GROUPS } from '../../../semantic/enumerations';
import { AdvertiserParams, binaryResponse, CampaignParams, Data, Id, SearchText } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { documentsUploaded } from '../../../domains/notifications/events';
import { advertiserOfCampaign } from '../../../domains/campaigns/queries';
import {
  fileForDownload,
  insertFile,
  listFiles,
  sameFileUploaded,
  type FileOwner,
} from '../../../domains/files/queries';
import { FileDocument } from '../../../domains/files/schemas';
import { TYPE_FILTERS } from '../../../domains/files/types';
import { attachment, receiveFiles } from '../../../domains/files/upload';
import { CLIENT_DATA, WRITERS } from '../../../kernel/access/requirements';

const FileQuery = Type.Object({
  type: Type.Optional(Type.Union(TYPE_FILTERS.map((t) => Type.Literal(t)))),
  search: Type.Optional(SearchText),
});
/** A stored file answers with its own type: one of the document groups', or octet-stream for Other. */
const Binary = binaryResponse(...Object.values(DOCUMENT_TYPE_GROUPS).flat(), 'application/octet-stream');

export async function fileRoutes(api: Api, { db, fileStore }: ApiDeps) {
  const operation = operations(api, ['Files']);
  const download = async (request: FastifyRequest, reply: FastifyReply, owner: FileOwner, fileId: number) => {
    const file = await fileForDownload(db, scopeOf(request), owner, fileId);
    const content = file.storageKey ? await fileStore.read(file.storageKey) : file.content && Buffer.from(file.content);
    if (!content) throw notFound();
    return reply
      .header('content-type', file.mimeType)
      .header('content-disposition', attachment(file.name))
      .send(content);
  };
  const upload = async (request: FastifyRequest, advertiserId: number, campaignId: number | null) => {
    const scope = scopeOf(request);
    const received = await receiveFiles(request, fileStore, scope.clientId);
    const { user } = accessOf(request);
    const uploadedBy = `${user.firstName} ${user.lastName}`;
    const owner: FileOwner = campaignId === null ? { advertiserId } : { campaignId };
    try {
      // The same file (name and content) uploaded again would be a second identical row: refused, saying when.
      const again = await Promise.all(received.map((f) => sameFileUploaded(db, scope, owner, f)));
      const repeated = received.flatMap((f, i) => (again[i] ? [{ file: f, at: again[i].createdAt }] : []));
      if (repeated.length > 0)
        throw new HttpError(
          409,
          'This file is already here',
          repeated.map(({ file, at }) => ({
            field: 'files',
            message: `${file.name} is already here: the same file was uploaded on ${formatDate(at)}`,
          })),
        );
      return await db.transaction(async (tx) =>
        Promise.all(received.map((f) => insertFile(tx, scope, advertiserId, campaignId, { ...f, uploadedBy }))),
      );
    } catch (error) {
      // No file stays stored without its row.
      await fileStore.remove(received.map((f) => f.storageKey));
      throw error;
    }
  };

  for (const owner of ['advertiser', 'campaign'] as const) {
    const base =
      owner === 'advertiser'
        ? '/clients/:clientId/advertisers/:advertiserId/files'
        : '/clients/:clientId/campaigns/:campaignId/files';
    const params = owner === 'advertiser' ? AdvertiserParams : CampaignParams;
    const ownerOf = (p: Record<string, number>): FileOwner =>
      owner === 'advertiser' ? { advertiserId: p.advertiserId } : { campaignId: p.campaignId };
    const Name = owner === 'advertiser' ? 'Advertiser' : 'Campaign';

    operation.read(
      base,
      {
        operationId: `list${Name}Files`,
        requires: CLIENT_DATA,
        params,
        querystring: FileQuery,
        returns: Type.Array(FileDocument),
      },
      (request) =>
        listFiles(
          db,
          scopeOf(request),
          ownerOf(request.params as Record<string, number>),
          request.query.type ?? 'All',
          request.query.search,
        ),
    );

    operation.post(
      base,
      {
        operationId: `upload${Name}Files`,
        requires: WRITERS,
        description:
          'multipart/form-data with one or more parts named `files` (pdf, images, csv, txt, office documents; 10 MiB each).',
        params,
        consumes: ['multipart/form-data'],
        returns: Data(Type.Array(FileDocument)),
        status: 201,
        refuses: [409, 413, 415],
      },
      async (request, reply) => {
        const p = request.params as Record<string, number>;
        const advertiserId =
          owner === 'campaign' ? await advertiserOfCampaign(db, scopeOf(request), p.campaignId!) : p.advertiserId!;
        const files = await upload(request, advertiserId, owner === 'campaign' ? p.campaignId! : null);
        await documentsUploaded(
          db,
          {
            clientId: scopeOf(request).clientId,
            advertiserId,
            campaignId: owner === 'campaign' ? p.campaignId! : null,
          },
          files.map((f) => f.name),
        );
        return reply.status(201).send({ data: files });
      },
    );

    operation.get(
      `${base}/:fileId`,
      {
        operationId: `download${Name}File`,
        requires: CLIENT_DATA,
        params: Type.Object({ ...params.properties, fileId: Id }),
        returns: Binary,
      },
      async (request, reply) => {
        const p = request.params as Record<string, number>;
        return download(request, reply, ownerOf(p), p.fileId!);
      },
    );
  }
}
