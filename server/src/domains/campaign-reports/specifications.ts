import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { isTabKey, OBJECTIVES_BY_TAB, type TabKey } from '../../semantic/choices';
import type { Defaults, Specification } from './schemas';

type Row = Static<typeof Specification>;
type WithDefaults = Row & { defaults: Static<typeof Defaults> };

/** The agency-wide specifications plus the client's own (scoped() reads both for a client). */
const specificationsOf = (db: Database, scope: ClientScope) =>
  scoped(db, scope)
    .selectFrom('report_specifications as s')
    .select(['s.id', 's.key', 's.name', 's.report_type as reportType', 's.channel_type as channelType'])
    .select(['s.platforms', 's.ad_formats as adFormats', 's.client_id as clientId'])
    .select((eb) => eb.ref('s.objectives').$castTo<Row['objectives']>().as('objectives'));

export async function specifications(db: Database, scope: ClientScope): Promise<Row[]> {
  return specificationsOf(db, scope).orderBy('s.position').orderBy('s.id').execute();
}

export async function specificationById(db: Database, scope: ClientScope, id: number): Promise<WithDefaults> {
  const row = await specificationsOf(db, scope)
    .select((eb) => eb.ref('s.defaults').$castTo<WithDefaults['defaults']>().as('defaults'))
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** An agency-wide tab's specification by its key. */
export async function specificationByKey(db: Database, scope: ClientScope, key: string): Promise<WithDefaults> {
  const row = await specificationsOf(db, scope)
    .select((eb) => eb.ref('s.defaults').$castTo<WithDefaults['defaults']>().as('defaults'))
    .where('s.client_id', 'is', null)
    .where('s.key', '=', key)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * A report's defaults as a report opens with them: an agency tab opens on its first objective (spec section 9), a
 * client's own report on the objective it names. The campaign's tabs and `GET .../specifications/{id}/defaults`
 * both answer with this.
 */
export function defaultsOf(spec: Pick<WithDefaults, 'key' | 'clientId' | 'defaults'>): Static<typeof Defaults> {
  const tab = isTabKey(spec.key) && spec.clientId === null;
  const defaults = {
    ...spec.defaults,
    objective: tab ? OBJECTIVES_BY_TAB[spec.key as TabKey][0] : spec.defaults.objective,
  };
  if (!defaults.objective) delete defaults.objective;
  return defaults;
}
