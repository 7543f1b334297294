import { generatedCompany, type CompanyPlan } from '../../stand-ins/quickbooks/company';
import { startQuickBooksStandIn, type QuickBooksStandIn } from '../../stand-ins/quickbooks/server';
import { standInTokens } from '../../stand-ins/quickbooks/token-check';

export type { QuickBooksStandIn } from '../../stand-ins/quickbooks/server';
export type { Invoice as QboInvoice } from '../../stand-ins/quickbooks/company';

export interface TestQuickBooksOptions {
  /** Access tokens the stand-in takes, with the realm ids (companies) each reaches. */
  tokens?: Record<string, string[]>;
  /** The stand-in OAuth provider whose tokens it takes too (its issuer URL). */
  issuer?: string;
  /** Per realm id: how many customers and invoices its company holds, and the customers' names. */
  companies?: Record<string, CompanyPlan>;
}

/** The QuickBooks Online stand-in on a free port, for a test. */
export async function startTestQuickBooks(options: TestQuickBooksOptions = {}): Promise<QuickBooksStandIn> {
  return startQuickBooksStandIn({
    tokenCheck: standInTokens(options.tokens ?? {}, options.issuer),
    companyOf: (realmId) => generatedCompany(realmId, options.companies?.[realmId] ?? {}),
  });
}
