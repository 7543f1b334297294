import type { TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { ClientScope, KeyCaller } from '../../kernel/access/scope';
import { HttpError, type FieldError } from '../../kernel/http/errors';
import { recordAudit } from '../../kernel/audit/record';
import type { Database } from '../../kernel/db/database';
import { LOCKS, lockInTransaction } from '../../kernel/db/locks';
import { clientsOf, type Item } from './clients-of';
import { judged, refused } from './judge';
import { Batch } from './schemas';

export type { Item } from './clients-of';

export interface Counts {
  created: number;
  updated: number;
  /** The imports a delivery batch made, one per client: each can be undone. */
  imports?: { clientId: number; importId: number }[];
}

/** What a batch will do once every record has been checked: its problems, and the writing if there are none. */
export interface Plan {
  problems: FieldError[];
  write(): Promise<Counts>;
}

/** Work outside the database that follows the batch's fate (an invoice's PDF in the file store). */
export class Effects {
  private readonly undo: (() => Promise<void>)[] = [];
  private readonly then: (() => Promise<void>)[] = [];
  /** Runs if the batch is not written: bytes stored for it that nothing will refer to. */
  onRollback(work: () => Promise<void>) {
    this.undo.push(work);
  }
  /** Runs once the batch is written: bytes nothing refers to any more. */
  afterCommit(work: () => Promise<void>) {
    this.then.push(work);
  }
  async rolledBack() {
    for (const work of this.undo) await work().catch(() => undefined);
  }
  async committed() {
    for (const work of this.then) await work().catch(() => undefined);
  }
}

interface EntityBase<R> {
  /** Its path under /api/ingest/v1, and the target of its audit events. */
  name: string;
  summary: string;
  description: string;
  record: TSchema;
  /** The value a record is known by (its externalId): twice in one batch (one client's) is a problem. */
  keyOf(record: R): string;
  keyField: string;
  /** Checks of one record alone (an end date before its start). */
  check?(item: Item<R>): FieldError[];
}

/** How most records are known: by their externalId (a record names another by its `<kind>ExternalId`). */
export const BY_EXTERNAL_ID = {
  keyOf: (record: { externalId: string }) => record.externalId,
  keyField: 'externalId',
};

/** What a client entity's plan is told of the batch beyond its records. */
export interface BatchContext<Prepared> {
  /** The key that sends it (an import records who made it). */
  key: KeyCaller;
  effects: Effects;
  /** What `prepare` made before the transaction. */
  prepared: Prepared;
}

/** Records of one client each (advertisers, campaigns...): any key may send them, for the clients it reaches. */
export interface ClientEntity<R, Prepared = undefined> extends EntityBase<R> {
  level: 'client';
  /**
   * Work before the transaction, whose result `plan` is given: storing bytes (an invoice's PDF) in a file store that
   * may be the database itself, which one open transaction of PGlite would keep waiting.
   */
  prepare?(db: Database, key: KeyCaller, items: Item<R>[], effects: Effects): Promise<Prepared>;
  plan(tx: Database, scope: ClientScope, items: Item<R>[], batch: BatchContext<Prepared>): Promise<Plan>;
  /**
   * Whether these records may be written beside another such batch of the same client (the client's lock taken
   * shared, not alone): two such batches meet only on rows, whose locks and keys the database keeps, and a batch
   * that loses a row to the other starts again (written). Unset: one batch of a client at a time.
   */
  besideOthers?(items: Item<R>[]): boolean;
}

/** The agency's own records (clients, the products it sells): the agency's key only. */
export interface AgencyEntity<R> extends EntityBase<R> {
  level: 'agency';
  plan(tx: Database, items: Item<R>[], effects: Effects): Promise<Plan>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever an entity prepares, its own plan reads
export type Entity<R> = ClientEntity<R, any> | AgencyEntity<R>;

function duplicates<R>(entity: EntityBase<R>, items: Item<R>[]): FieldError[] {
  const first = new Map<string, number>();
  const problems: FieldError[] = [];
  for (const item of items) {
    const key = entity.keyOf(item.record);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, item.index);
    else problems.push({ field: `records.${item.index}.${entity.keyField}`, message: `repeats records.${seen}` });
  }
  return problems;
}

/** How a batch is written: who sends it, its effects, what was prepared, and whether beside others (besideOthers). */
interface Writing {
  key: KeyCaller;
  effects: Effects;
  prepared: unknown;
  beside: boolean;
}

async function planned(tx: Database, entity: Entity<never>, items: Item<never>[], writing: Writing) {
  const { key, effects, prepared, beside } = writing;
  if (entity.level === 'agency') {
    await lockInTransaction(tx, LOCKS.ingest, 0);
    return { clientIds: [], plans: [await entity.plan(tx, items, effects)], problems: duplicates(entity, items) };
  }
  const { groups, problems } = await clientsOf(tx, key, items as Item<{ clientId?: number }>[]);
  const plans: Plan[] = [];
  for (const group of groups) {
    await lockInTransaction(tx, LOCKS.ingest, group.scope.clientId, beside ? 'shared' : 'exclusive');
    problems.push(...duplicates(entity, group.items as Item<never>[]));
    plans.push(await entity.plan(tx, group.scope, group.items as Item<never>[], { key, effects, prepared }));
  }
  return { clientIds: groups.map((g) => g.scope.clientId), plans, problems };
}

/**
 * One batch, all or nothing: every record's shape judged, then each placed (its client, its references) and
 * checked, every problem named; written in one transaction only if there is none. Each batch is one audit event
 * under the key's id, accepted or refused.
 */
export async function runBatch<R>(deps: { db: Database }, request: FastifyRequest, entity: Entity<R>) {
  const key = request.apiKey!;
  const audit: { records: number; clientIds: number[] } & Counts = {
    records: 0,
    clientIds: [],
    created: 0,
    updated: 0,
  };
  try {
    if (entity.level === 'agency' && key.clientId !== null)
      throw new HttpError(403, `A client's API key cannot change ${entity.name}: use the agency's key`);
    const sent = (request.body as { records?: unknown } | undefined)?.records;
    audit.records = Array.isArray(sent) ? sent.length : 0;
    const { records } = judged(batchOf(entity.record), request.body) as { records: R[] };
    const items = records.map((record, index) => ({ index, record }));
    const checked = items.flatMap((item) => entity.check?.(item) ?? []);
    const counts = await written(deps.db, key, entity, items, checked, audit);
    Object.assign(audit, counts);
    await recordBatch(deps.db, key, entity.name, 200, audit);
    const { created, updated, imports } = counts;
    const unchanged = records.length - created - updated;
    return { data: { records: records.length, created, updated, unchanged, ...(imports ? { imports } : {}) } };
  } catch (error) {
    const status = error instanceof HttpError ? error.status : 500;
    await recordBatch(deps.db, key, entity.name, status, audit).catch(() => undefined);
    throw error;
  }
}

/** The batch's writing: what comes before its transaction, the transaction, and what follows either way. */
async function written<R>(
  db: Database,
  key: KeyCaller,
  entity: Entity<R>,
  items: Item<R>[],
  checked: FieldError[],
  audit: { clientIds: number[] },
): Promise<Counts> {
  const effects = new Effects();
  try {
    const prepared = entity.level === 'client' ? await entity.prepare?.(db, key, items, effects) : undefined;
    const beside = entity.level === 'client' && (entity.besideOthers?.(items) ?? false);
    const writing: Writing = { key, effects, prepared, beside };
    const counts = await startingAgainOnRace(beside, () =>
      db.transaction(async (tx) => {
        const { clientIds, plans, problems } = await planned(tx, entity as Entity<never>, items as never, writing);
        audit.clientIds = clientIds;
        const all = [...checked, ...problems, ...plans.flatMap((p) => p.problems)];
        if (all.length > 0) throw refused(all.sort(byRecord));
        const total: Counts = { created: 0, updated: 0 };
        for (const plan of plans) {
          const done = await plan.write();
          total.created += done.created;
          total.updated += done.updated;
          if (done.imports) total.imports = [...(total.imports ?? []), ...done.imports];
        }
        return total;
      }),
    );
    await effects.committed();
    return counts;
  } catch (error) {
    await effects.rolledBack();
    throw conflictOf(error);
  }
}

/**
 * PostgreSQL's errors of two transactions that took the same rows at once: a unique key (23505), each waiting for
 * the other (a deadlock, 40P01), or rows to replace that the other replaced meanwhile (40001, raised by the delivery
 * write). The transaction was rolled back whole.
 */
const RACES = new Set(['23505', '40P01', '40001']);
const isRace = (error: unknown) => RACES.has(String((error as { code?: unknown }).code));

/** How many times a batch written beside others (besideOthers) is tried before its race is answered (conflictOf). */
const ATTEMPTS = 3;

/**
 * Runs a batch's transaction, and once more (up to ATTEMPTS) when it lost a race to a batch written beside it: the
 * new transaction sees what the other committed, as if the two had been sent one after the other.
 */
async function startingAgainOnRace<T>(beside: boolean, attempt: () => Promise<T>) {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!beside || tried >= ATTEMPTS || !isRace(error)) throw error;
    }
  }
}

/**
 * A race that a batch lost (isRace): the per-client lock keeps most batches apart, and those written beside each
 * other start again, so only a write from elsewhere, or one lost ATTEMPTS times, is answered so. Nothing was written;
 * the batch can be sent again as it is.
 */
function conflictOf(error: unknown): unknown {
  if (!isRace(error)) return error;
  return new HttpError(
    409,
    'Another write took the same records at the same moment. Nothing was written: send the batch again.',
  );
}

const batches = new WeakMap<TSchema, TSchema>();
/** The batch schema of an entity's records, made once. */
export function batchOf(record: TSchema): TSchema {
  let batch = batches.get(record);
  if (!batch) batches.set(record, (batch = Batch(record)));
  return batch;
}

/** Problems in the order of the records, each record's in the order found. */
const byRecord = (a: FieldError, b: FieldError) => recordOf(a) - recordOf(b);
const recordOf = (f: FieldError) => Number(/^records\.(\d+)/.exec(f.field)?.[1] ?? -1);

async function recordBatch(
  db: Database,
  key: KeyCaller,
  endpoint: string,
  status: number,
  audit: { records: number; clientIds: number[] } & Counts,
) {
  const [only] = audit.clientIds;
  await recordAudit(
    db,
    { id: null, email: `API key ${key.name} (${key.prefix}…)` },
    {
      action: 'ingest.batch',
      target: `ingest/v1/${endpoint}`,
      clientId: key.clientId ?? (audit.clientIds.length === 1 ? only! : null),
      details: {
        apiKeyId: key.id,
        status,
        records: audit.records,
        ...(status === 200 ? { created: audit.created, updated: audit.updated } : {}),
        ...(audit.imports ? { importIds: audit.imports.map((i) => i.importId) } : {}),
      },
    },
  );
}
