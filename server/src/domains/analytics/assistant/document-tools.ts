import { formatDate } from '@beacon/shared/format';
import { paths } from '@beacon/shared/paths';
import { DOCUMENT_TYPE_FILTERS, DOCUMENT_TYPE_GROUPS } from '../../../semantic/enumerations';
import { advertiserSummaries } from '../../advertisers/queries';
import { campaignById, campaignNames } from '../../campaigns/queries';
import { listFiles, type FileOwner } from '../../files/queries';
import { DAY, ID, int, isoDay, narrowed, ordered, pageOf, tableOf, type Tool } from './tool-kit';

/**
 * The documents the user can see, as the Documents tabs list them (the files API's own query, with its type filter
 * and search): of one campaign, of one advertiser (its own tab and its campaigns'), or of every advertiser in scope.
 */
type TypeFilter = (typeof DOCUMENT_TYPE_FILTERS)[number];

/** The spec's type filter a file's mime type falls under; Other for none of the groups. */
const typeOf = (mimeType: string): string =>
  Object.entries(DOCUMENT_TYPE_GROUPS).find(([, types]) => (types as readonly string[]).includes(mimeType))?.[0] ??
  'Other';

export interface DocumentRow {
  id: number;
  name: string;
  type: string;
  createdAt: string;
  advertiserId: number;
  advertiserName: string;
  campaignId: number | null;
  campaignName: string | null;
  uploadedBy: string | null;
}

export const DOCUMENT_TOOLS: Record<string, Tool> = {
  documents: {
    description:
      "Documents (files) as the Documents tabs list them, newest first: of one campaign, of one advertiser (its own and its campaigns'), or of all advertisers in scope; optionally of one type (the Documents tab's filter), with words in their name (its search), or uploaded within dates.",
    parameters: {
      type: 'object',
      properties: {
        advertiserId: ID,
        campaignId: ID,
        type: { type: 'string', enum: DOCUMENT_TYPE_FILTERS },
        search: { type: 'string', maxLength: 80, description: 'words of the name, as the search box takes them' },
        startDate: DAY,
        endDate: DAY,
        order: { type: 'string', enum: ['newest', 'oldest'], description: 'newest by default' },
      },
    },
    paged: true,
    async run(ctx, args) {
      const type = DOCUMENT_TYPE_FILTERS.find((f) => f === args.type) ?? ('All' as TypeFilter);
      const search = typeof args.search === 'string' && args.search.trim() ? args.search.trim() : undefined;
      const campaignId = int(args.campaignId);
      const advertiserId = int(args.advertiserId);
      const scope = narrowed(ctx, advertiserId);
      const advertisers = await advertiserSummaries(ctx.db, scope, { limit: 1000, offset: 0 });
      // An advertiser outside the client is not found, as the hub's path answers 404.
      if (advertiserId && !advertisers.length) throw new Error('Not found');
      const advertiserName = new Map(advertisers.map((a) => [a.id, a.name]));
      const owners: { owner: FileOwner; campaignId?: number; campaignName: string | null }[] = [];
      if (campaignId) {
        const campaign = await campaignById(ctx.db, scope, campaignId);
        owners.push({ owner: { campaignId }, campaignId, campaignName: campaign.campaignName });
      } else {
        for (const a of advertisers) owners.push({ owner: { advertiserId: a.id }, campaignName: null });
        for (const c of await campaignNames(ctx.db, scope))
          owners.push({ owner: { campaignId: c.id }, campaignId: c.id, campaignName: c.name });
      }
      const from = isoDay(args.startDate);
      const to = isoDay(args.endDate);
      const rows: DocumentRow[] = [];
      for (const { owner, campaignId: ownerCampaign, campaignName } of owners)
        for (const f of await listFiles(ctx.db, scope, owner, type, search)) {
          const day = f.createdAt.slice(0, 10);
          if ((from && day < from) || (to && day > to)) continue;
          const advertiser = advertiserName.get(f.advertiserId) ?? '';
          rows.push({
            id: f.id,
            name: f.name,
            type: typeOf(f.mimeType),
            createdAt: f.createdAt,
            advertiserId: f.advertiserId,
            advertiserName: advertiser,
            campaignId: ownerCampaign ?? null,
            campaignName,
            uploadedBy: typeof f.properties.uploadedBy === 'string' ? f.properties.uploadedBy : null,
          });
        }
      rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const shown = ordered(
        rows,
        args.order,
        (r) => r.createdAt,
        () => 0,
      );
      const onCampaigns = rows.filter((r) => r.campaignName).length;
      return {
        figures: {
          documents: rows.length,
          onAdvertisers: rows.length - onCampaigns,
          onCampaigns,
          ...Object.fromEntries(
            DOCUMENT_TYPE_FILTERS.filter((f) => f !== 'All').map((f) => [f, rows.filter((r) => r.type === f).length]),
          ),
        },
        ...pageOf(ctx, shown, 25),
        view: {
          ...tableOf(['Document', 'Type', 'Of', 'Added'], shown, 15, (r) => [
            r.name,
            r.type,
            r.campaignName ?? r.advertiserName,
            formatDate(r.createdAt),
          ]),
          links: campaignId
            ? [{ label: 'Documents', href: paths.campaign(ctx.scope.clientId, campaignId, 'documents') }]
            : advertiserId
              ? [{ label: 'Documents', href: paths.advertiser(ctx.scope.clientId, advertiserId, 'documents') }]
              : [],
        },
      };
    },
  },
};
