import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { accessOf } from '../../../kernel/access/path-guard';
import { BRAND_ADMINISTRATION } from '../../../kernel/access/requirements';
import { recordChange } from '../../../kernel/audit/record';
import { clientBrandOf } from '../../../kernel/brand/client-brands';
import { DEFAULT_SITES } from '../../../kernel/config/sites';
import { HttpError, notFound } from '../../../kernel/http/errors';
import { ClientParams, Data, Nullable } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import { checkBrand } from '../../../domains/brands/checks';
import { checkImage, IMAGE_LIMITS, type BrandImageKind } from '../../../domains/brands/images';
import { deleteBrand, saveBrand, setBrandImage } from '../../../domains/brands/queries';
import { BrandBody, BrandDocument, brandDocument } from '../../../domains/brands/schemas';
import type { ApiDeps } from '../deps';

/** The one image part of an upload, within its kind's size. */
async function receivedImage(request: FastifyRequest, kind: BrandImageKind) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data');
  const part = await request.file({ limits: { fileSize: IMAGE_LIMITS[kind] + 1, files: 1 } });
  if (!part) throw new HttpError(400, 'No image', [{ field: kind, message: 'choose an image to upload' }]);
  const content = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    return Buffer.alloc(IMAGE_LIMITS[kind] + 1);
  });
  return { ...checkImage(kind, part.filename, content), content };
}

/**
 * Administration › Brands (BeaconAdmin only): a client's brand, its host names and its images. The site answer
 * (/config.json) serves it to its host names on their next page load; mails and their links follow it.
 */
export async function brandRoutes(api: Api, { db, fileStore, sites = DEFAULT_SITES }: ApiDeps) {
  const operation = operations(api, ['Brands']);
  operation.get(
    '/clients/:clientId/brand',
    {
      operationId: 'getClientBrand',
      requires: BRAND_ADMINISTRATION,
      params: ClientParams,
      returns: Data(Nullable(BrandDocument)),
      refuses: [403],
    },
    async (request) => {
      const brand = await clientBrandOf(db, request.params.clientId);
      return { data: brand && brandDocument(brand) };
    },
  );

  operation.put(
    '/clients/:clientId/brand',
    {
      operationId: 'saveClientBrand',
      requires: BRAND_ADMINISTRATION,
      params: ClientParams,
      body: BrandBody,
      returns: Data(BrandDocument),
      refuses: [403],
    },
    async (request) => {
      const { clientId } = request.params;
      const before = await clientBrandOf(db, clientId);
      const checked = checkBrand(request.body, before?.background != null);
      if (Array.isArray(checked)) throw new HttpError(400, 'The brand was not saved', checked);
      await saveBrand(db, clientId, checked, accessOf(request).user.email, sites);
      const saved = (await clientBrandOf(db, clientId))!;
      await recordChange(db, request, {
        action: 'brand.saved',
        target: saved.name,
        clientId,
        details: { hosts: saved.hosts, palette: saved.palette, ink: saved.ink, created: before === null },
      });
      return { data: brandDocument(saved) };
    },
  );

  operation.delete(
    '/clients/:clientId/brand',
    {
      operationId: 'deleteClientBrand',
      requires: BRAND_ADMINISTRATION,
      params: ClientParams,
      returns: Type.Null(),
      status: 204,
      refuses: [403],
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const removed = await deleteBrand(db, fileStore, clientId);
      if (!removed) throw notFound();
      await recordChange(db, request, {
        action: 'brand.deleted',
        target: removed.name,
        clientId,
        details: { hosts: removed.hosts },
      });
      return reply.status(204).send(null);
    },
  );

  for (const kind of ['logo', 'background'] as const) {
    operation.post(
      `/clients/:clientId/brand/${kind}`,
      {
        operationId: kind === 'logo' ? 'uploadClientBrandLogo' : 'uploadClientBrandBackground',
        requires: BRAND_ADMINISTRATION,
        description: `multipart/form-data with one part: a PNG, SVG, JPEG or WebP image of at most ${IMAGE_LIMITS[kind] / 1024} KB. An SVG that could run or load anything is refused.`,
        params: ClientParams,
        consumes: ['multipart/form-data'],
        returns: Data(BrandDocument),
        refuses: [403, 413, 415],
      },
      async (request) => {
        const { clientId } = request.params;
        const brand = await clientBrandOf(db, clientId);
        if (!brand)
          throw new HttpError(400, 'Save the brand first', [
            { field: kind, message: `save the brand before adding its ${kind === 'logo' ? 'logo' : 'background'}` },
          ]);
        const image = await receivedImage(request, kind);
        await setBrandImage(db, fileStore, brand, kind, image, accessOf(request).user.email);
        const saved = (await clientBrandOf(db, clientId))!;
        await recordChange(db, request, {
          action: 'brand.image-uploaded',
          target: saved.name,
          clientId,
          details: { image: kind, type: image.mimeType, sizeBytes: image.content.length },
        });
        return { data: brandDocument(saved) };
      },
    );
  }
}
