import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type RawBuilder,
} from 'kysely';
import type { Database } from './database';
import type { Tables } from './tables';

class Connection implements DatabaseConnection {
  constructor(private readonly db: Database) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    return { rows: await this.db.query<Row>(query.sql, [...query.parameters]) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('streaming is not supported');
  }
}

const useDatabaseTransaction = async () => {
  throw new Error('open transactions with Database.transaction, then build queries on its tx');
};

/** Kysely's driver over the project's own Database: every query goes through `db.query`, PGlite or PostgreSQL. */
class DatabaseDriver implements Driver {
  constructor(private readonly db: Database) {}
  async init() {}
  async acquireConnection() {
    return new Connection(this.db);
  }
  beginTransaction = useDatabaseTransaction;
  commitTransaction = useDatabaseTransaction;
  rollbackTransaction = useDatabaseTransaction;
  async releaseConnection() {}
  async destroy() {}
}

const builders = new WeakMap<Database, Kysely<Tables>>();

/**
 * The query builder over one Database, or over one transaction of it (`db.transaction(tx => ...)` then build on
 * `tx`). Queries compile in PostgreSQL's dialect and run through `db.query`. Domains do not call this: they go
 * through `scoped`, `tables` or `acrossClients` (server/src/kernel/access/scoped.ts), which decide what they may reach.
 */
export function kyselyOf(db: Database): Kysely<Tables> {
  let kysely = builders.get(db);
  if (!kysely) {
    kysely = new Kysely<Tables>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DatabaseDriver(db),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    builders.set(db, kysely);
  }
  return kysely;
}

/** A timestamp as the API writes it: `2026-01-31T09:00:00Z` (`isoText<string | null>` for a nullable one). */
export const isoText = <T extends string | null = string>(reference: string | RawBuilder<unknown>): RawBuilder<T> =>
  sql<T>`to_char(${refOf(reference)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A date as the API writes it: `2026-01-31` (`dayText<string | null>` for a nullable one). */
export const dayText = <T extends string | null = string>(reference: string | RawBuilder<unknown>): RawBuilder<T> =>
  sql<T>`to_char(${refOf(reference)}, 'YYYY-MM-DD')`;

/** numeric and bigint leave PostgreSQL as text; the API answers numbers. */
export const asFloat = (reference: string | RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`(${refOf(reference)})::float8`;
export const asInt = (reference: string | RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`(${refOf(reference)})::int`;

const refOf = (reference: string | RawBuilder<unknown>) =>
  typeof reference === 'string' ? sql.ref(reference) : reference;

/** `column = ANY(values)`: one parameter however many values; an empty list matches nothing. */
export const isAnyOf = (reference: string, values: readonly number[] | readonly string[]): RawBuilder<boolean> =>
  values.length === 0
    ? sql<boolean>`FALSE`
    : sql<boolean>`${sql.ref(reference)} = ANY(${values}::${sql.raw(typeof values[0] === 'number' ? 'int' : 'text')}[])`;

/** `column ILIKE '%text%'` for a search already escaped by likeText. */
export const contains = (reference: string | RawBuilder<unknown>, text: string): RawBuilder<boolean> =>
  sql<boolean>`${refOf(reference)} ILIKE '%' || ${text} || '%'`;

/** A `yyyy-MM-dd` from the API, compared with a date column. */
export const dateOf = (day: string): RawBuilder<Date> => sql<Date>`${day}::date`;

/**
 * Runs SQL that the builder does not express (series over generate_series, window sums): client data in it comes
 * from scoped queries embedded with `${...}`, which keep their scope and their parameters.
 */
export async function rowsOf<Row>(db: Database, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(kyselyOf(db))).rows;
}
