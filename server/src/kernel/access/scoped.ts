import {
  sql,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import { notFound } from '../http/errors';
import type { Database } from '../db/database';
import { isAnyOf, kyselyOf, type Tables } from '../db/sql';
import type { AccessScope, ClientScope } from './scope-types';

/**
 * How each client-scoped table is tied to a client: its own client column, or its advertiser's (then the
 * advertiser must belong to the client); and the advertiser column that limited users' scope narrows.
 * `clientWide`: a row without advertiser belongs to the whole client (custom reports of the client itself);
 * `agencyWide`: a row without client belongs to every client (the agency's report specifications).
 */
interface ScopeRule<Column extends string = string> {
  client: Column | null;
  advertiser: Column | null;
  clientWide?: boolean;
  agencyWide?: boolean;
}
const SCOPE = {
  advertisers: { client: 'client_id', advertiser: 'id' },
  advertiser_groups: { client: 'client_id', advertiser: null },
  campaigns: { client: 'client_id', advertiser: 'advertiser_id' },
  invoices: { client: 'client_id', advertiser: 'advertiser_id' },
  files: { client: 'client_id', advertiser: 'advertiser_id' },
  rfp_forms: { client: 'client_id', advertiser: 'advertiser_id' },
  custom_reports: { client: 'client_id', advertiser: 'advertiser_id', clientWide: true },
  report_specifications: { client: 'client_id', advertiser: null, agencyWide: true },
  audiences: { client: null, advertiser: 'advertiser_id' },
  builder_reports: { client: null, advertiser: 'advertiser_id' },
  report_schedules: { client: null, advertiser: 'advertiser_id' },
  daily_delivery: { client: null, advertiser: 'advertiser_id' },
  delivery_campaign_days: { client: null, advertiser: 'advertiser_id' },
  delivery_region_days: { client: null, advertiser: 'advertiser_id' },
  delivery_line_item_days: { client: null, advertiser: 'advertiser_id' },
  clients: { client: 'id', advertiser: null },
  client_team_members: { client: 'client_id', advertiser: null },
  // A client's analytics workspace, or one advertiser's: a limited user reaches only their advertisers' ones.
  analytics_workspaces: { client: 'client_id', advertiser: 'advertiser_id' },
  // An import of delivery into one client (a file, or an ingestion batch); writer roles see every advertiser.
  imports: { client: 'client_id', advertiser: null },
  // A user's alert rules: on one advertiser (or its campaign) they may see, or client-wide (no advertiser).
  alert_rules: { client: 'client_id', advertiser: 'advertiser_id', clientWide: true },
  // A link to one campaign's report: listed to those who may see that campaign.
  // A share link: to a campaign's report (its advertiser), or to a dashboard (its advertiser, or client-wide).
  share_links: { client: 'client_id', advertiser: 'advertiser_id', clientWide: true },
  // A dashboard of one's own: on one advertiser its users may see, or client-wide (no advertiser).
  custom_dashboards: { client: 'client_id', advertiser: 'advertiser_id', clientWide: true },
  // A client's goals: a limited user sees those of their advertisers; one on the whole client (no advertiser) is
  // for those who see every advertiser (not clientWide: a part of the figure is not the whole's).
  goals: { client: 'client_id', advertiser: 'advertiser_id' },
  // A client's brand and its host names (Administration › Brands): read across clients by host name before sign-in.
  client_brands: { client: 'client_id', advertiser: null },
  client_brand_hosts: { client: 'client_id', advertiser: null },
} as const satisfies { [T in keyof Tables]?: ScopeRule<keyof Tables[T] & string> };

/** Tables a query starts from when it reads one client's data: the scope is applied to them. */
export type ScopedTable = keyof typeof SCOPE;

/** Tables reached only through a scoped table (joined to it): a campaign's line items, an audience's counts... */
const CHILD_TABLES = [
  'line_items',
  'placements',
  'placement_delivery',
  'proven_process_steps',
  'campaign_updates',
  'audience_counts',
  'audience_reports',
  'audience_insights',
  'report_schedule_runs',
  'analytics_connections',
  'analytics_connection_tokens',
  'analytics_facts',
  'analytics_dashboards',
  'analytics_manual_connections',
  'connector_syncs',
  'connector_mappings',
  'campaign_state_weights',
  'import_file_chunks',
  'import_staged_rows',
  'import_replaced',
  'alert_events',
  'share_link_views',
  'invoice_lines',
] as const;
type ChildTable = (typeof CHILD_TABLES)[number];

/** Every table holding one client's data: scoped tables and their children. */
export const CLIENT_TABLES: readonly string[] = [...Object.keys(SCOPE), ...CHILD_TABLES];

/** What a query that is not about one client sees: every table but the clients' own data. */
export type AgencyTables = Omit<Tables, ScopedTable | ChildTable>;

type From = ScopedTable | `${ScopedTable} as ${string}`;
type Aliased<TE extends From> = TE extends `${infer T} as ${infer A}`
  ? T extends ScopedTable
    ? { table: T; alias: A }
    : never
  : TE extends ScopedTable
    ? { table: TE; alias: TE }
    : never;
type With<TE extends From> = Tables & { [K in Aliased<TE>['alias']]: Tables[Aliased<TE>['table']] };
type Alias<TE extends From> = Aliased<TE>['alias'] & keyof With<TE>;
/** Kysely's "nothing selected yet". */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoSelection = {};

/** Columns a scoped insert sets by itself. */
type ScopedInsert<T extends ScopedTable> = Omit<Insertable<Tables[T]>, 'client_id'>;

export interface ScopedQueries {
  selectFrom<TE extends From>(from: TE): SelectQueryBuilder<With<TE>, Alias<TE>, NoSelection>;
  updateTable<TE extends From>(table: TE): UpdateQueryBuilder<With<TE>, Alias<TE>, Alias<TE>, UpdateResult>;
  deleteFrom<TE extends From>(from: TE): DeleteQueryBuilder<With<TE>, Alias<TE>, DeleteResult>;
  /**
   * A common table expression made of scoped queries, then read (and joined to its neighbours) as `name`: a page
   * of rows is chosen first, and only its rows get their costly figures.
   */
  with<N extends string, O>(
    name: N,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any scoped query, whatever it joined
    body: (q: ScopedQueries) => SelectQueryBuilder<any, any, O>,
  ): { selectFrom<A extends string>(from: `${N} as ${A}`): SelectQueryBuilder<Tables & Record<A, O>, A, NoSelection> };
  /** Sets the client; refuses (404) an advertiser outside the scope, as for any foreign id. */
  insertInto<T extends ScopedTable>(
    table: T,
    values: ScopedInsert<T>,
  ): Promise<InsertQueryBuilder<Tables, T, InsertResult>>;
}

function split(from: string): [ScopedTable, string] {
  const [table = '', alias = table] = from.split(' as ');
  if (!(table in SCOPE)) throw new Error(`${table} is not a client-scoped table`);
  return [table as ScopedTable, alias];
}

/** The scope as one SQL condition on the table's alias. */
export function scopeCondition(scope: ClientScope, table: ScopedTable, alias: string = table): RawBuilder<boolean> {
  const rule: ScopeRule = SCOPE[table];
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions = [
    rule.client
      ? rule.agencyWide
        ? sql`(${column(rule.client)} IS NULL OR ${column(rule.client)} = ${scope.clientId})`
        : sql`${column(rule.client)} = ${scope.clientId}`
      : sql`${column(rule.advertiser!)} IN (SELECT id FROM advertisers WHERE client_id = ${scope.clientId})`,
  ];
  if (rule.advertiser && scope.advertiserIds !== null) {
    const allowed = sql`${column(rule.advertiser)} = ANY(${scope.advertiserIds}::int[])`;
    conditions.push(rule.clientWide ? sql`(${column(rule.advertiser)} IS NULL OR ${allowed})` : allowed);
  }
  return sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}

/**
 * The one way to query a client's data: every query starts from a client-scoped table and carries the caller's
 * ClientScope (the client, and the advertisers of a limited user). Only `clientScope()` makes a ClientScope,
 * and `tables(db)` cannot name these tables, so a client-scoped query without a scope does not type-check.
 */
export function scoped(db: Database, scope: ClientScope): ScopedQueries {
  const kysely = kyselyOf(db);
  const queries: ScopedQueries = {
    selectFrom: (from) => {
      const [table, alias] = split(from);
      return kysely.selectFrom(from as never).where(scopeCondition(scope, table, alias)) as never;
    },
    updateTable: (from) => {
      const [table, alias] = split(from);
      return kysely.updateTable(from as never).where(scopeCondition(scope, table, alias)) as never;
    },
    deleteFrom: (from) => {
      const [table, alias] = split(from);
      return kysely.deleteFrom(from as never).where(scopeCondition(scope, table, alias)) as never;
    },
    insertInto: async (table, values) => {
      const rule: ScopeRule = SCOPE[table];
      const advertiserId = rule.advertiser ? (values as Record<string, unknown>)[rule.advertiser] : null;
      if (typeof advertiserId === 'number') {
        const [reached] = await kysely
          .selectFrom('advertisers as a')
          .select('a.id')
          .where(scopeCondition(scope, 'advertisers', 'a'))
          .where('a.id', '=', advertiserId)
          .execute();
        if (!reached) throw notFound();
      } else if (!rule.client) throw new Error(`${table} rows need their advertiser`);
      const row = rule.client ? { ...values, [rule.client]: scope.clientId } : values;
      return kysely.insertInto(table).values(row as never) as never;
    },
    with: (name, body) => ({
      selectFrom: (from) => kysely.with(name, () => body(queries) as never).selectFrom(from as never) as never,
    }),
  };
  return queries;
}

/** Queries that are not about one client's data (users, identity, notifications): client tables are out of reach. */
export function tables(db: Database): Kysely<AgencyTables> {
  return kyselyOf(db) as unknown as Kysely<AgencyTables>;
}

/** The clients an access scope reaches (the client list spans clients): agency staff every one, client users theirs. */
export function reachableClients(db: Database, access: AccessScope) {
  const clients = kyselyOf(db).selectFrom('clients as c');
  return access.allClients ? clients : clients.where(isAnyOf('c.id', access.clientIds));
}

/**
 * Queries that span clients on purpose, each for a reason its caller states in a comment: the path guard finding
 * whether an id exists, agency staff's client list, the seed, analytics sync, the report scheduler.
 */
export function acrossClients(db: Database): Kysely<Tables> {
  return kyselyOf(db);
}
