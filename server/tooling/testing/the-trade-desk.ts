import { generatedPartner, type PartnerShape } from '../../stand-ins/the-trade-desk/catalog';
import { startTheTradeDeskStandIn, type TheTradeDeskStandIn } from '../../stand-ins/the-trade-desk/server';

export type { TheTradeDeskStandIn } from '../../stand-ins/the-trade-desk/server';
export { dayOf as ttdAdGroupDay, generatedPartner as ttdPartner } from '../../stand-ins/the-trade-desk/catalog';

export interface TestTheTradeDeskOptions {
  /** API tokens the stand-in takes, each with the partner it belongs to. */
  tokens: Record<string, string>;
  /** Per partner id: how many advertisers, and the ad group ids (line items' platform ids) each holds. */
  partners?: Record<string, PartnerShape>;
  maxPageSize?: number;
  runningPolls?: number;
  templates?: string[];
}

/** The Trade Desk stand-in on a free port, for a test. */
export async function startTestTheTradeDesk(options: TestTheTradeDeskOptions): Promise<TheTradeDeskStandIn> {
  return startTheTradeDeskStandIn({
    tokenCheck: (token) => options.tokens[token] ?? null,
    partnerOf: (partnerId) => generatedPartner(partnerId, options.partners?.[partnerId] ?? {}),
    ...(options.maxPageSize ? { maxPageSize: options.maxPageSize } : {}),
    ...(options.runningPolls !== undefined ? { runningPolls: options.runningPolls } : {}),
    ...(options.templates ? { templates: options.templates } : {}),
  });
}
