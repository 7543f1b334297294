import type { FastifyInstance, FastifyReply } from 'fastify';
import { iconSvg, logoSvg } from './logos';
import { DEFAULT_SITES, type SiteDefinition } from '../../kernel/config/sites';
import { clientBrandOf, clientBrandOfHost, type ClientBrand } from '../../kernel/brand/client-brands';
import type { Database } from '../../kernel/db/database';
import type { FileStore } from '../../kernel/storage/file-store';

/** Where the brands set in Administration › Brands are read, with their uploaded images. */
export interface ClientBrandImages {
  db: Database;
  fileStore: FileStore;
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ status: 404, error: 'Not Found', message: 'Not found', fields: [] });

/**
 * An uploaded image as it was checked when saved. An SVG could carry script were it opened on its own: the policy
 * lets it run nothing and fetch nothing, and the type is never sniffed.
 */
async function sendImage(reply: FastifyReply, store: FileStore, image: ClientBrand['logo']) {
  const content = image && (await store.read(image.storageKey));
  if (!image || !content) return notFound(reply);
  return reply
    .header('content-type', image.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'public, max-age=300')
    .send(content);
}

/**
 * The logo service, keyed by the site's domain: `/logos/<domain>/icon` and `/logos/<domain>/logo`. A domain
 * it does not know answers 404, and the host then hides the logo (spec section 7). A host name with a brand set in
 * Administration answers that brand's uploaded logo (no icon: the host then shows the logo).
 */
export async function logoRoutes(
  app: FastifyInstance,
  sites: SiteDefinition[] = DEFAULT_SITES,
  defaultDomains: string[] = ['localhost'],
  clientBrands?: ClientBrandImages,
): Promise<void> {
  app.get<{ Params: { domain: string; kind: string } }>('/logos/:domain/:kind', async (request, reply) => {
    const domain = request.params.domain.toLowerCase();
    const set = clientBrands && (await clientBrandOfHost(clientBrands.db, domain));
    if (set)
      return request.params.kind === 'logo' ? sendImage(reply, clientBrands.fileStore, set.logo) : notFound(reply);
    const site = sites.find((candidate) => candidate.hosts.includes(domain));
    const brand = site ? site.brand : defaultDomains.includes(domain) ? 'beacon' : null;
    const svg =
      brand &&
      (request.params.kind === 'icon' ? iconSvg(brand) : request.params.kind === 'logo' ? logoSvg(brand) : null);
    if (!svg) return notFound(reply);
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  if (!clientBrands) return;
  // A brand's logo and login background by client, for the sign-in page and the editor's preview.
  app.get<{ Params: { clientId: string; kind: string } }>('/brand-images/:clientId/:kind', async (request, reply) => {
    const clientId = /^\d{1,9}$/.test(request.params.clientId) ? Number(request.params.clientId) : null;
    const set = clientId === null ? null : await clientBrandOf(clientBrands.db, clientId);
    const { kind } = request.params;
    if (!set || (kind !== 'logo' && kind !== 'background')) return notFound(reply);
    return sendImage(reply, clientBrands.fileStore, kind === 'logo' ? set.logo : set.background);
  });
}
