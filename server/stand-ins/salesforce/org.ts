/**
 * One Salesforce organisation's records as the stand-in keeps them: Accounts and Opportunities with the fields of
 * Salesforce's object reference that the stand-in serves (Opportunity: Id, Name, StageName, Amount, CloseDate,
 * AccountId, CreatedDate, LastModifiedDate, SystemModstamp, IsClosed, IsWon). Ids are 18-character ids with their
 * key prefix (001 Account, 006 Opportunity) and their case-safe suffix; datetimes are written as Salesforce writes
 * them in JSON (`2026-01-05T10:00:00.000+0000`).
 */
export interface AccountRecord {
  Id: string;
  Name: string;
  CreatedDate: string;
  LastModifiedDate: string;
}

export interface OpportunityRecord {
  Id: string;
  Name: string;
  StageName: string;
  Amount: number | null;
  CloseDate: string | null;
  AccountId: string | null;
  CreatedDate: string;
  LastModifiedDate: string;
  SystemModstamp: string;
  IsClosed: boolean;
  IsWon: boolean;
  /** In the Recycle Bin: only `queryAll` still finds it. */
  IsDeleted: boolean;
}

/** The standard sales process's stages, in order, with whether each is closed and won. */
export const STANDARD_STAGES: { name: string; closed: boolean; won: boolean }[] = [
  { name: 'Prospecting', closed: false, won: false },
  { name: 'Qualification', closed: false, won: false },
  { name: 'Needs Analysis', closed: false, won: false },
  { name: 'Value Proposition', closed: false, won: false },
  { name: 'Id. Decision Makers', closed: false, won: false },
  { name: 'Perception Analysis', closed: false, won: false },
  { name: 'Proposal/Price Quote', closed: false, won: false },
  { name: 'Negotiation/Review', closed: false, won: false },
  { name: 'Closed Won', closed: true, won: true },
  { name: 'Closed Lost', closed: true, won: false },
];

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SUFFIX = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

/** The 18-character form of a 15-character id: a letter per 5 characters telling which of them are upper case. */
export function caseSafeId(id15: string): string {
  let suffix = '';
  for (let chunk = 0; chunk < 3; chunk += 1) {
    let bits = 0;
    for (let i = 0; i < 5; i += 1) {
      const c = id15[chunk * 5 + i]!;
      if (c >= 'A' && c <= 'Z') bits |= 1 << i;
    }
    suffix += SUFFIX[bits];
  }
  return id15 + suffix;
}

/** An id of the object with this key prefix, the n-th one made. */
export function recordId(prefix: string, n: number): string {
  let tail = '';
  for (let v = n; tail.length < 9; v = Math.floor(v / 62)) tail = BASE62[v % 62] + tail;
  return caseSafeId(`${prefix}Dn0${tail}`);
}

/** A datetime as Salesforce's JSON writes it. */
export const sfDateTime = (at: Date) => at.toISOString().replace('Z', '+0000');

export interface GeneratedOrg {
  /** Account names (one opportunity set each). */
  accounts?: string[];
  /** Opportunities per account. */
  opportunitiesPerAccount?: number;
  /** When the records were last changed (the generated ones, before any change a test makes). */
  modifiedAt?: Date;
}

export class Org {
  readonly accounts = new Map<string, AccountRecord>();
  readonly opportunities = new Map<string, OpportunityRecord>();
  private made = 0;
  /** Ticks on every change, so that two changes never share a LastModifiedDate. */
  private lastChange = 0;

  private now(): Date {
    this.lastChange = Math.max(Date.now(), this.lastChange + 1000);
    return new Date(this.lastChange);
  }

  addAccount(name: string, at = this.now()): AccountRecord {
    const account = {
      Id: recordId('001', (this.made += 1)),
      Name: name,
      CreatedDate: sfDateTime(at),
      LastModifiedDate: sfDateTime(at),
    };
    this.accounts.set(account.Id, account);
    return account;
  }

  /** A new opportunity, or a change to one (`Id` given): its LastModifiedDate becomes now, as Salesforce does. */
  saveOpportunity(
    fields: Partial<
      Omit<OpportunityRecord, 'IsClosed' | 'IsWon' | 'CreatedDate' | 'LastModifiedDate' | 'SystemModstamp'>
    >,
    at = this.now(),
  ): OpportunityRecord {
    const stamp = sfDateTime(at);
    const before = fields.Id ? this.opportunities.get(fields.Id) : undefined;
    if (fields.Id && !before) throw new Error(`No opportunity ${fields.Id}`);
    const merged = {
      Id: before?.Id ?? recordId('006', (this.made += 1)),
      Name: fields.Name ?? before?.Name ?? 'New opportunity',
      StageName: fields.StageName ?? before?.StageName ?? 'Prospecting',
      Amount: fields.Amount !== undefined ? fields.Amount : (before?.Amount ?? null),
      CloseDate: fields.CloseDate !== undefined ? fields.CloseDate : (before?.CloseDate ?? null),
      AccountId: fields.AccountId !== undefined ? fields.AccountId : (before?.AccountId ?? null),
      CreatedDate: before?.CreatedDate ?? stamp,
      LastModifiedDate: stamp,
      SystemModstamp: stamp,
    };
    const stage = STANDARD_STAGES.find((s) => s.name === merged.StageName);
    const record = { ...merged, IsClosed: stage?.closed ?? false, IsWon: stage?.won ?? false, IsDeleted: false };
    this.opportunities.set(record.Id, record);
    return record;
  }

  /** Deleted: in the Recycle Bin, its LastModifiedDate now, as Salesforce does. */
  deleteOpportunity(id: string, at = this.now()): void {
    const record = this.opportunities.get(id);
    if (!record) throw new Error(`No opportunity ${id}`);
    this.opportunities.set(id, {
      ...record,
      IsDeleted: true,
      LastModifiedDate: sfDateTime(at),
      SystemModstamp: sfDateTime(at),
    });
  }
}

/** An organisation with generated accounts, each holding opportunities at every stage in turn. */
export function generatedOrg(plan: GeneratedOrg = {}): Org {
  const org = new Org();
  const at = plan.modifiedAt ?? new Date(Date.now() - 7 * 86_400_000);
  const perAccount = plan.opportunitiesPerAccount ?? 3;
  const names = plan.accounts ?? ['Northwind Traders', 'Contoso Outfitters', 'Fabrikam Foods'];
  let n = 0;
  for (const name of names) {
    const account = org.addAccount(name, at);
    for (let i = 0; i < perAccount; i += 1, n += 1) {
      const stage = STANDARD_STAGES[n % STANDARD_STAGES.length]!;
      const close = new Date(at.getTime() + (30 + (n % 60)) * 86_400_000);
      org.saveOpportunity(
        {
          Name: `${name} – ${['Spring', 'Summer', 'Autumn', 'Winter'][n % 4]} campaign ${i + 1}`,
          StageName: stage.name,
          Amount: 5_000 + ((n * 7_919) % 95) * 1_000,
          CloseDate: close.toISOString().slice(0, 10),
          AccountId: account.Id,
        },
        new Date(at.getTime() + n * 1000),
      );
    }
  }
  return org;
}
