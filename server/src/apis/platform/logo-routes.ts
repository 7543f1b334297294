import type { FastifyInstance } from 'fastify';
import { iconSvg, logoSvg } from './logos';
import { DEFAULT_SITES, type SiteDefinition } from '../../kernel/config/sites';

/**
 * The logo service, keyed by the site's domain: `/logos/<domain>/icon` and `/logos/<domain>/logo`. A domain
 * it does not know answers 404, and the host then hides the logo (spec section 7).
 */
export async function logoRoutes(
  app: FastifyInstance,
  sites: SiteDefinition[] = DEFAULT_SITES,
  defaultDomains: string[] = ['localhost'],
): Promise<void> {
  app.get<{ Params: { domain: string; kind: string } }>('/logos/:domain/:kind', async (request, reply) => {
    const domain = request.params.domain.toLowerCase();
    const site = sites.find((candidate) => candidate.hosts.includes(domain));
    const brand = site ? site.brand : defaultDomains.includes(domain) ? 'beacon' : null;
    const svg =
      brand &&
      (request.params.kind === 'icon' ? iconSvg(brand) : request.params.kind === 'logo' ? logoSvg(brand) : null);
    if (!svg) return reply.code(404).send({ status: 404, error: 'Not Found', message: 'Not found', fields: [] });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
