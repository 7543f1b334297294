import { ConnectorError } from '../port';
import type { SalesforceRest } from './rest';

/** An opportunity as the sync reads it. */
export interface Opportunity {
  id: string;
  name: string;
  stage: string;
  /** In the organisation's currency; null when no amount is set. */
  amount: number | null;
  closeDate: string | null;
  createdAt: string | null;
  accountId: string | null;
  accountName: string | null;
  lastModifiedAt: string;
  /** Deleted in Salesforce (in its Recycle Bin). */
  deleted: boolean;
}

const FIELDS =
  'Id, Name, StageName, Amount, CloseDate, CreatedDate, AccountId, Account.Name, LastModifiedDate, IsDeleted';

/** SOQL's datetime literal (no quotes), to the second, in UTC. */
const soqlDateTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Salesforce ids are 15 or 18 letters and digits: nothing else goes into a query. */
const SALESFORCE_ID = /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/;

/** Opportunities changed after `since` (every one when null), oldest change first. */
export function changedOpportunities(since: Date | null) {
  const where = since ? ` WHERE LastModifiedDate > ${soqlDateTime(since)}` : '';
  return `SELECT ${FIELDS} FROM Opportunity${where} ORDER BY LastModifiedDate, Id`;
}

/** All opportunities of these accounts (ones a person has just mapped). */
export function opportunitiesOfAccounts(accountIds: string[]) {
  const ids = accountIds.filter((id) => SALESFORCE_ID.test(id));
  return `SELECT ${FIELDS} FROM Opportunity WHERE AccountId IN (${ids.map((id) => `'${id}'`).join(', ')}) ORDER BY Id`;
}

/** SOQL's string literal: quotes and backslashes escaped. */
const soqlText = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** All opportunities at these stages (an organisation's own stages a person has just mapped). */
export function opportunitiesAtStages(stages: string[]) {
  return `SELECT ${FIELDS} FROM Opportunity WHERE StageName IN (${stages.map(soqlText).join(', ')}) ORDER BY Id`;
}

interface OpportunityRecord {
  Id?: unknown;
  Name?: unknown;
  StageName?: unknown;
  Amount?: unknown;
  CloseDate?: unknown;
  CreatedDate?: unknown;
  AccountId?: unknown;
  Account?: { Name?: unknown } | null;
  LastModifiedDate?: unknown;
  IsDeleted?: unknown;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A record as Salesforce sends it; one without its id, name or stage fails the page like a 5xx. */
export function opportunityOf(r: OpportunityRecord): Opportunity {
  if (typeof r.Id !== 'string' || typeof r.Name !== 'string' || typeof r.StageName !== 'string')
    throw new ConnectorError('Salesforce sent an opportunity without its Id, Name or StageName', true);
  if (r.Amount !== null && r.Amount !== undefined && (typeof r.Amount !== 'number' || !Number.isFinite(r.Amount)))
    throw new ConnectorError(`Salesforce sent an Amount that is no number: ${String(r.Amount)}`, true);
  return {
    id: r.Id,
    name: r.Name,
    stage: r.StageName,
    amount: typeof r.Amount === 'number' ? r.Amount : null,
    closeDate: textOrNull(r.CloseDate),
    createdAt: textOrNull(r.CreatedDate),
    accountId: textOrNull(r.AccountId),
    accountName: textOrNull(r.Account?.Name),
    lastModifiedAt: textOrNull(r.LastModifiedDate) ?? '',
    deleted: r.IsDeleted === true,
  };
}

/**
 * Reads every page of a query of opportunities, deleted ones included (`queryAll`: a deleted sale must leave
 * Beacon's proposals too); a page that fails fails the whole read.
 */
export async function readOpportunities(rest: SalesforceRest, soql: string, into: Map<string, Opportunity>) {
  for await (const page of rest.query<OpportunityRecord>(soql, true))
    for (const record of page) {
      const opportunity = opportunityOf(record);
      // Read twice (changed while paged): the later change is the one kept.
      const seen = into.get(opportunity.id);
      if (!seen || seen.lastModifiedAt <= opportunity.lastModifiedAt) into.set(opportunity.id, opportunity);
    }
}

/** Mapped accounts in groups small enough for one query each (SOQL's text has a length limit). */
export function inGroups<T>(items: T[], size = 200): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
