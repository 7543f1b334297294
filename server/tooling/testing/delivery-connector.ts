import { after, before } from 'node:test';
import type { ConnectorDeps } from '../../src/domains/connectors/run-sync';
import { acmePlatformLineItems, connectorDeps, grantedConnection, keptJobs, type SentJob } from './connector-sync';
import { deliveryConnection } from './delivery-sync-checks';
import { createTestAnalytics, type TestAnalytics } from './test-analytics';

/** Who connects and syncs in a delivery connector's tests: Acme's admin. */
export const ADMIN = 'admin@acme.test';

/** A delivery connector's vendor, as its test file sets it up. */
export interface DeliveryVendor<StandIn> {
  /** The platform of the line items its rows go to: their platform ids are the vendor's own (ad groups, ad sets). */
  platform: string;
  /** The vendor's API (its stand-in), started on those ids. */
  start(platformIds: string[]): Promise<StandIn>;
  /** The connector's settings for the stand-in. */
  settings(standIn: StandIn): Partial<ConnectorDeps>;
  /** The connection as a person allowed it, with the vendor's access token; without it, a test connects it. */
  granted?: { grant: Parameters<typeof grantedConnection>[2]; token: string };
  /** More of the analytics server's needs (the vendor's settings, where the API reads them). */
  analytics?: Omit<NonNullable<Parameters<typeof createTestAnalytics>[1]>, 'jobs'>;
  /** What every job a Sync queues must be. */
  checkJob?: (job: SentJob) => void;
}

/**
 * A delivery connector's test file: before its tests, the analytics test server (its queue kept), Acme's first line
 * items on the vendor's platform, the vendor's stand-in on their ids, the connection and the connector's needs;
 * after them, all closed. Gives those parts (once made) and a person's Sync with the checks every delivery connector
 * passes (delivery-sync-checks.ts).
 */
export function deliveryConnectorOfFile<StandIn extends { close(): Promise<unknown> }>(
  vendor: DeliveryVendor<StandIn>,
) {
  const { jobs, sent } = keptJobs();
  const made = {
    t: undefined as unknown as TestAnalytics,
    vendor: undefined as unknown as StandIn,
    deps: undefined as unknown as ConnectorDeps,
    workspaceId: 0,
    lineItemIds: [] as number[],
    platformIds: [] as string[],
    /** The connection's row and its id in the API: the grant's, or set by the test that connects it. */
    connection: { id: 0, connectionId: '' },
  };
  before(async () => {
    made.t = await createTestAnalytics({}, { ...vendor.analytics, jobs });
    Object.assign(made, await acmePlatformLineItems(made.t.db, vendor.platform));
    made.vendor = await vendor.start(made.platformIds);
    const { granted } = vendor;
    if (granted) made.connection = await grantedConnection(made.t, made.workspaceId, granted.grant, granted.token);
    const retry = { attempts: 3, backoffMs: 5, maxWaitMs: 5000 };
    made.deps = connectorDeps(made.t, { ...vendor.settings(made.vendor), retry });
  });
  after(async () => {
    await made.vendor?.close();
    await made.t?.close();
  });
  const scene = () => ({ ...made, connectionId: made.connection.connectionId });
  return Object.assign(made, { jobs, sent }, deliveryConnection(ADMIN, sent, scene, vendor.checkJob));
}
