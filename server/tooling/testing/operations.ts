import { openForFile } from './opened-for-file';
import { createTestApi, type TestApi } from './test-api';

export interface Operation {
  method: string;
  /** OpenAPI form: /api/clients/{clientId}/... */
  path: string;
  operationId: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
  multipart: boolean;
  /** Called with an API key (the ingestion API's security scheme), not a user's token. */
  apiKey: boolean;
  /** Called with a deploy token (the deploy API's security scheme), which reaches one remote. */
  deployToken: boolean;
  /** Anyone may call it, without a token (a share link's page: `security: []`). */
  public: boolean;
  /** Takes a tar or tar.gz, not JSON (a release uploaded to the deploy API). */
  archive: boolean;
}

/** Every operation the OpenAPI document lists: the walkers test what is documented, so nothing is skipped by hand. */
export async function operationsOf(t: Pick<TestApi, 'app'>, document = '/api/openapi.json'): Promise<Operation[]> {
  const response = await t.app.inject({ url: document });
  const doc = JSON.parse(response.body) as {
    servers?: { url: string }[];
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          parameters?: { in: string; name: string }[];
          requestBody?: unknown;
          consumes?: string[];
          security?: Record<string, unknown>[];
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        // Paths are relative to the document's server URL (/api).
        path: `${doc.servers?.[0]?.url ?? ''}${path}`,
        operationId: op.operationId,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: Boolean(op.requestBody),
        multipart: op.operationId.startsWith('upload'),
        apiKey: (op.security ?? []).some((scheme) => 'apiKey' in scheme),
        deployToken: (op.security ?? []).some((scheme) => 'deployToken' in scheme),
        public: Array.isArray(op.security) && op.security.length === 0,
        archive: Boolean(op.requestBody && !JSON.stringify(op.requestBody).includes('application/json')),
      });
    }
  }
  return operations;
}

export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 1)));
}

let uploads = 0;

/**
 * A small multipart body with one text file, for the upload operations; each call's content is its own, since the
 * same file uploaded twice is refused as already there.
 */
export function multipartBody(fileName = 'notes.txt', content = `hello ${process.pid}-${++uploads}`) {
  const boundary = '----beacon-test-boundary';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid body for each operation that takes one, so that the access checks (not validation) decide the answer. */
/** A client-wide alert rule: valid for any caller with the client's data. */
const alertRule = {
  name: 'Walker',
  metric: 'spend',
  scope: {},
  condition: { op: 'below', value: 1 },
  channels: { inbox: true, email: false },
};

/** A client-wide goal: valid for any writer of the client. */
const goal = { name: 'Walker', metric: 'spend', scope: {}, target: 1, direction: 'atLeast' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function validBody(operationId: string, unique: string): unknown {
  const bodies: Record<string, unknown> = {
    patchMe: { firstName: 'Walker' },
    promoteRelease: { version: '1.0.0-walker' },
    rollbackRelease: {},
    createStandardUser: { email: `walker-${unique}@example.test`, firstName: 'Walk', lastName: 'Er', role: 'Admin' },
    updateStandardUser: { firstName: 'Walk', lastName: 'Er', role: 'Admin' },
    createInternalUser: {
      email: `walker-${unique}@beacon.test`,
      firstName: 'Walk',
      lastName: 'Er',
      role: 'BeaconStandard',
    },
    updateInternalUser: { firstName: 'Walk', lastName: 'Er', role: 'BeaconStandard', version: 1 },
    createClientCustomReport: { name: 'Walker', url: 'https://example.test/r', destination: 'CLIENT_DASHBOARD' },
    createCampaignCustomReport: { name: 'Walker', url: 'https://example.test/r', destination: 'ADVERTISER_DASHBOARD' },
    runAudienceQuery: { queryName: 'AGE' },
    runCampaignReportQuery: { groupBy: ['day'] },
    exportCampaignReportPdf: { title: 'Walker' },
    runBuilderReportQuery: { columnNamesToQuery: ['day', 'impressions'] },
    createReportSchedule: { name: 'Walker', frequency: 'WEEKLY', recipients: ['staff@beacon.test'] },
    createApiKey: { name: `Walker ${unique}` },
    createAlertRule: alertRule,
    // A campaign of client 1 (the walkers' own client): elsewhere it is another client's, and 404.
    createShareLink: { target: { kind: 'campaign-report', id: 1 }, expiresAt: inDays(7) },
    runSharedReportQuery: { groupBy: ['day'] },
    updateAlertRule: alertRule,
    // A private dashboard of the caller's own, client-wide: valid for any caller with the client's data.
    createCustomDashboard: { name: 'Walker', template: 'overview' },
    updateCustomDashboard: {
      name: 'Walker',
      advertiserId: null,
      shared: false,
      range: 'Last 7 days',
      widgets: [],
      layout: [],
    },
    createGoal: goal,
    updateGoal: goal,
    // Beacon's own colours, which pass the contrast checks; no host name, so no two clients' walks collide.
    saveClientBrand: {
      name: 'Walker',
      palette: ['#0b7285', '#1f4e79', '#a6611a', '#6c5ce7', '#2b8a3e', '#c92a2a', '#5c6b7a'],
      ink: '#0b2533',
      loginBackground: { kind: 'colour', colour: '#0b2533' },
      hosts: [],
    },
    // The ingestion API: one record each, its client left for the caller to name (or the key's own).
    ingestClients: { records: [{ externalId: `walker-${unique}`, name: 'Walker' }] },
    ingestAdvertiserGroups: { records: [{ externalId: `walker-${unique}`, name: 'Walker' }] },
    ingestAdvertisers: { records: [{ externalId: `walker-${unique}`, name: 'Walker' }] },
    ingestCampaigns: {
      records: [
        {
          externalId: `walker-${unique}`,
          advertiserExternalId: 'walker',
          name: 'Walker',
          status: 'Live',
          totalBudget: 1,
          rateType: 'CPM',
        },
      ],
    },
    ingestInvoices: {
      records: [
        {
          externalId: `walker-${unique}`,
          invoiceNumber: `W-${unique}`,
          totalAmount: 1,
          balance: 1,
          transactionDate: '2026-01-01',
          dueDate: '2026-01-31',
        },
      ],
    },
    ingestProductCategories: { records: [{ slug: `walker-${unique}`, name: 'Walker' }] },
    ingestProducts: { records: [{ externalId: `walker-${unique}`, categorySlug: 'walker', name: 'Walker' }] },
    ingestLineItems: {
      records: [
        {
          externalId: `walker-${unique}`,
          campaignExternalId: 'walker',
          name: 'Walker',
          platform: 'META',
          adFormat: 'SOCIAL',
          budget: 1,
        },
      ],
    },
    ingestDelivery: {
      records: [
        {
          date: '2026-01-01',
          platform: 'META',
          platformLineItemId: `walker-${unique}`,
          impressions: 1,
          clicks: 0,
          conversions: 0,
          spend: 1,
        },
      ],
    },
    ingestAudiences: {
      records: [{ externalId: `walker-${unique}`, advertiserExternalId: 'walker', name: 'Walker', segmentType: 'X' }],
    },
  };
  return bodies[operationId];
}

/** The test API of one test file with every operation its OpenAPI document lists, read once before its tests. */
export function testApiWithOperations(): TestApi & { operations: Operation[] } {
  return openForFile('the test API', async () => {
    const t = await createTestApi();
    return Object.assign(t, { operations: await operationsOf(t) });
  });
}
