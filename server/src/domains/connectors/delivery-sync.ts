import type { Database } from '../../kernel/db/database';
import { syncConnection } from '../analytics/connections/sync';
import { freshTokens } from '../analytics/oauth/tokens';
import type { OAuthClients } from '../analytics/oauth/client';
import {
  applyStagedDelivery,
  dropStagedDelivery,
  stageDelivery,
  type PlacedDeliveryRow,
} from '../imports/apply-delivery';
import { placementKey, placementsOf } from '../imports/placement';
import { createImport, updateImport } from '../imports/queries';
import { googleAdsConnector, type GoogleAdsSettings } from './google-ads';
import type { RetryPolicy } from './retried';
import { updateSync, type UnmatchedAdGroup } from './history';
import { metaAdsConnector, type MetaAdsSettings } from './meta-ads';
import { ConnectorError, type DeliveryConnector } from './port';
import { theTradeDeskConnector, type TheTradeDeskSettings } from './the-trade-desk/connector';
import { runSync, type SyncOwner, type SyncRun } from './sync-run';
import { formatDate } from '@beacon/shared/format';

const UNMATCHED_KEPT = 50;

export interface DeliverySyncDeps {
  db: Database;
  tokenKey: Buffer;
  clients: OAuthClients;
  googleAds: GoogleAdsSettings;
  metaAds?: MetaAdsSettings;
  theTradeDesk?: TheTradeDeskSettings;
  retry?: RetryPolicy;
}

/** The pages of `pages`, the next one asked for while the caller works on this one (the platform is remote). */
async function* readAhead<T>(pages: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = pages[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const { done, value } = await next;
      if (done) return;
      next = iterator.next();
      // A page that fails while this one is staged is reported when its turn comes, not as unhandled.
      next.catch(() => undefined);
      yield value;
    }
  } finally {
    await iterator.return?.();
  }
}

function connectorFor(
  deps: DeliverySyncDeps,
  sourceType: string,
  { accessToken, subject }: { accessToken: string; subject: string | null },
): DeliveryConnector {
  if (sourceType === 'GOOGLE_ADS') return googleAdsConnector(deps.googleAds, accessToken, deps.retry);
  if (sourceType === 'META_ADS' && deps.metaAds) return metaAdsConnector(deps.metaAds, accessToken, deps.retry);
  // A TTD token is the connection's API token; its subject is the partner it was connected for.
  if (sourceType === 'THE_TRADE_DESK' && deps.theTradeDesk)
    return theTradeDeskConnector(deps.theTradeDesk, accessToken, subject, deps.retry);
  throw new ConnectorError(`${sourceType} has no connector`, false);
}

/**
 * One sync of an ad platform: reads the account's delivery for the window page by page, places each ad group's day
 * on the line item carrying that ad group id, stages the rows, and makes them the truth in one transaction (the
 * import's replace of each line item's day), so figures change only when the whole window is read. Ad groups no
 * line item carries are counted and listed, never guessed. Faults are handled as every connector's (sync-run.ts).
 */
export async function runDeliverySync(deps: DeliverySyncDeps, syncId: number, owner: SyncOwner): Promise<void> {
  const { db } = deps;
  let importId: number | null = null;
  const undo = async (message: string, { scope }: SyncRun) => {
    if (importId === null) return;
    await dropStagedDelivery(db, importId);
    await updateImport(db, scope, importId, { status: 'failed', message, finished: true });
  };
  const completed = await runSync(
    db,
    syncId,
    owner,
    async ({ scope, workspace, connection }) => {
      if (!owner.accountId) throw new ConnectorError('Choose the account to sync first', false);
      const tokens = await freshTokens(db, deps.tokenKey, deps.clients, { workspace, row: connection });
      const connector = connectorFor(deps, owner.sourceType, tokens);
      const placements = await placementsOf(db, scope);
      importId = await createImport(db, scope, {
        source: 'connector',
        dryRun: false,
        acceptValidRows: true,
        format: connector.platform,
        fileName: `${owner.connectionName}: account ${owner.accountId}, ${formatDate(owner.from)} to ${formatDate(owner.to)}`,
        createdBy: `Connection ${owner.connectionName}`,
      });
      await updateImport(db, scope, importId, { status: 'running' });
      await updateSync(db, syncId, { status: 'running', importId });
      const unmatched = new Map<string, UnmatchedAdGroup>();
      const days = new Set<string>();
      const lineItems = new Set<number>();
      let rows = 0;
      for await (const page of readAhead(connector.readDelivery(owner.accountId, owner))) {
        const placed: PlacedDeliveryRow[] = [];
        for (const r of page) {
          const at = placements.get(placementKey(connector.platform, r.adGroupId));
          if (!at || (owner.advertiserId !== null && at.advertiserId !== owner.advertiserId)) {
            const seen = unmatched.get(r.adGroupId);
            if (seen) seen.rows += 1;
            else unmatched.set(r.adGroupId, { ...r, rows: 1 });
            continue;
          }
          placed.push({ ...r, row: rows, region: null, ...at });
          rows += 1;
          days.add(r.day);
          lineItems.add(at.lineItemId);
        }
        await stageDelivery(db, importId, placed);
      }
      const sorted = [...days].sort();
      const listed = [...unmatched.values()]
        .sort((a, b) => b.rows - a.rows || a.adGroupId.localeCompare(b.adGroupId))
        .slice(0, UNMATCHED_KEPT)
        .map(({ adGroupId, adGroupName, campaignId, campaignName, rows: n }) => ({
          adGroupId,
          adGroupName,
          campaignId,
          campaignName,
          rows: n,
        }));
      const made = importId;
      await db.transaction(async (tx) => {
        await applyStagedDelivery(tx, made);
        await updateImport(tx, scope, made, {
          status: 'done',
          finished: true,
          message: null,
          rowsRead: rows + [...unmatched.values()].reduce((n, u) => n + u.rows, 0),
          rowsAccepted: rows,
          rowsRejected: 0,
          firstDay: sorted[0] ?? null,
          lastDay: sorted.at(-1) ?? null,
          lineItems: lineItems.size,
        });
        await updateSync(tx, syncId, {
          status: 'done',
          finished: true,
          rows,
          days: days.size,
          unmatchedCount: unmatched.size,
          unmatched: listed,
          error: null,
        });
      });
    },
    undo,
  );
  // The connection's analytics facts are read again from the delivery the sync wrote.
  if (completed) await syncConnection(db, completed.workspace, completed.connection);
}
