import * as oidc from 'openid-client';
import { sql } from 'kysely';
import { acrossClients } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import type { OAuthClients } from '../../analytics/oauth/client';
import { freshTokens } from '../../analytics/oauth/tokens';
import { updateSync } from '../history';
import { advertisersFor, mappedSince, stageMeanings } from '../mappings';
import { ConnectorError } from '../port';
import { lastCompletedStart, runSync, type SyncOwner } from '../sync-run';
import {
  changedOpportunities,
  inGroups,
  opportunitiesAtStages,
  opportunitiesOfAccounts,
  readOpportunities,
  type Opportunity,
} from './opportunities';
import { SalesforceRest, type SalesforceRetry, type SalesforceSettings } from './rest';
import { DELETED, meaningOf } from './stages';
import { Unmatched } from './unmatched';
import { writeOpportunities, type PlacedOpportunity } from './write';

export interface CrmSyncDeps {
  db: Database;
  tokenKey: Buffer;
  clients: OAuthClients;
  salesforce?: SalesforceSettings;
  salesforceRetry?: SalesforceRetry;
}

type Owner = SyncOwner;

/** An incremental sync reads back a little before the last one started: a record saved while it ran is not lost. */
const OVERLAP_MS = 5 * 60_000;

/** Where the organisation's REST API is: the setting, else the instance the provider's userinfo names. */
async function instanceOf(deps: CrmSyncDeps, accessToken: string): Promise<string> {
  if (deps.salesforce?.instanceUrl) return deps.salesforce.instanceUrl;
  const info = (await deps.clients.userInfo('SALESFORCE', accessToken, oidc.skipSubjectCheck)) as {
    urls?: { rest?: unknown };
  };
  const rest = typeof info.urls?.rest === 'string' ? info.urls.rest : null;
  if (!rest)
    throw new ConnectorError(
      "Salesforce's sign-in did not say where the organisation's REST API is: set BEACON_SALESFORCE_INSTANCE_URL",
      false,
    );
  return new URL(rest).origin;
}

/**
 * A Salesforce connection's sync: the opportunities changed since the last completed sync (all of them the first
 * time, and all of those of accounts a person mapped since), each of an account mapped to an advertiser placed as
 * a campaign (and an open one as a request-for-proposal form), all written in one transaction once every page was
 * read: a sync that stops half way changes nothing. Accounts not mapped yet are noted for a person (the
 * connection's mappings) and their opportunities counted in the history, never guessed.
 */
export async function runSalesforceSync(deps: CrmSyncDeps, syncId: number, owner: Owner): Promise<void> {
  const { db } = deps;
  await runSync(db, syncId, owner, async ({ scope, workspace, connection }) => {
    const tokens = await freshTokens(db, deps.tokenKey, deps.clients, { workspace, row: connection });
    const rest = new SalesforceRest(
      await instanceOf(deps, tokens.accessToken),
      deps.salesforce?.apiVersion ?? 'v62.0',
      {
        accessToken: tokens.accessToken,
        refresh: async () =>
          (await freshTokens(db, deps.tokenKey, deps.clients, { workspace, row: connection }, true)).accessToken,
      },
      deps.salesforceRetry,
    );
    const since = await lastCompletedStart(db, connection.id, syncId);
    const read = new Map<string, Opportunity>();
    await readOpportunities(rest, changedOpportunities(since && new Date(since.getTime() - OVERLAP_MS)), read);
    if (since) {
      for (const group of inGroups(await mappedSince(db, connection.id, 'account', since)))
        await readOpportunities(rest, opportunitiesOfAccounts(group), read);
      // An organisation's own stage a person mapped since: its opportunities were passed over until now.
      for (const group of inGroups(await mappedSince(db, connection.id, 'stage', since)))
        await readOpportunities(rest, opportunitiesAtStages(group), read);
    }

    const opportunities = [...read.values()];
    const accounts = opportunities.flatMap((o) =>
      o.accountId ? [{ id: o.accountId, name: o.accountName ?? o.accountId }] : [],
    );
    const advertiserOf = await advertisersFor(db, workspace, connection.id, 'account', accounts);
    // The organisation's own stages, each meaning what a person mapped it to (listed for one until then).
    const meant = await stageMeanings(
      db,
      connection.id,
      opportunities.filter((o) => !o.deleted && !meaningOf(o.stage)).map((o) => o.stage.trim()),
    );
    const meaningOfStage = (stage: string) => meaningOf(stage) ?? meaningOf(meant.get(stage.trim()) ?? '');
    const unmatched = new Unmatched();
    const placed: PlacedOpportunity[] = [];
    for (const o of opportunities) {
      const advertiserId = o.accountId ? advertiserOf.get(o.accountId) : null;
      if (o.deleted) {
        // Gone from Salesforce: what Beacon made of it is cancelled; nothing is left for a person to map.
        if (advertiserId) placed.push({ opportunity: o, advertiserId, meaning: DELETED });
        continue;
      }
      const meaning = meaningOfStage(o.stage);
      if (advertiserId === null || advertiserId === undefined) unmatched.account(o);
      else if (!meaning) unmatched.stage(o);
      else placed.push({ opportunity: o, advertiserId, meaning });
    }
    await db.transaction(async (tx) => {
      await writeOpportunities(tx, scope, placed);
      await updateSync(tx, syncId, {
        status: 'done',
        finished: true,
        rows: placed.length,
        days: 0,
        unmatchedCount: unmatched.count,
        unmatched: unmatched.listed(),
        error: null,
      });
      await acrossClients(tx)
        .updateTable('analytics_connections')
        .set({ last_sync_at: sql<Date>`now()`, last_error: null, updated_at: sql<Date>`now()` })
        .where('id', '=', connection.id)
        .execute();
    });
  });
}
