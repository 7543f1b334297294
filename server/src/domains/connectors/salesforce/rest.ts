import { ConnectorError, ConnectorRefused } from '../port';

/**
 * Salesforce's REST API at an organisation's instance (`https://MyDomain.my.salesforce.com`), with `fetch`: the
 * query resource (`GET /services/data/vXX.X/query?q=SOQL`) read page by page through `nextRecordsUrl` until `done`.
 * Errors come as `[{"message","errorCode"}]`. A 401 (INVALID_SESSION_ID: the access token expired or was revoked)
 * refreshes the token once and asks again; a second one is the grant refused. A 403 REQUEST_LIMIT_EXCEEDED (the
 * organisation's API allowance, reported in `Sforce-Limit-Info`), a 5xx and a dropped connection wait longer each
 * time, a bounded number of times; past that the sync fails for now and the queue tries it again.
 */
export interface SalesforceSettings {
  /** Where the REST API is; null: the instance the provider names (userinfo `urls.rest`). */
  instanceUrl: string | null;
  /** The version in the paths, `v62.0`. */
  apiVersion: string;
  /** Minutes between two scheduled syncs of a connection (0: none). */
  syncMinutes?: number;
}

export interface SalesforceRetry {
  /** Tries per request, the first included. */
  attempts: number;
  /** The first wait, doubled each time. */
  backoffMs: number;
}

export const SALESFORCE_RETRY: SalesforceRetry = { attempts: 5, backoffMs: 1000 };

/** A token, and how to get a new one when Salesforce says the session is no longer valid. */
export interface SalesforceSession {
  accessToken: string;
  refresh(): Promise<string>;
}

/** One page of a query's answer, as Salesforce sends it. */
export interface QueryPage<T> {
  totalSize: number;
  done: boolean;
  nextRecordsUrl?: string;
  records: T[];
}

interface SalesforceError {
  message?: string;
  errorCode?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Salesforce's own words: the first error of the array, with its code. */
function messageOf(status: number, body: unknown, limitInfo: string | null): string {
  const first = (Array.isArray(body) ? body[0] : body) as SalesforceError | undefined;
  const text = first?.message ?? `HTTP ${status}`;
  const usage = limitInfo ? `; ${limitInfo}` : '';
  return `Salesforce: ${text}${first?.errorCode ? ` (${first.errorCode}${usage})` : ''}`;
}

const codeOf = (body: unknown) =>
  ((Array.isArray(body) ? body[0] : body) as SalesforceError | undefined)?.errorCode ?? null;

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export class SalesforceRest {
  private readonly base: string;
  private token: string;
  private refreshed = false;
  /** The organisation's API usage as its last answer reported it (`api-usage=18/15000`). */
  limitInfo: string | null = null;

  constructor(
    instanceUrl: string,
    private readonly apiVersion: string,
    private readonly session: SalesforceSession,
    private readonly retry: SalesforceRetry = SALESFORCE_RETRY,
  ) {
    this.base = instanceUrl.replace(/\/$/, '');
    this.token = session.accessToken;
  }

  /** A GET of a path under the instance (`/services/data/...`), its JSON body once Salesforce answers it. */
  async get(path: string): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(`${this.base}${path}`, {
          headers: { authorization: `Bearer ${this.token}`, accept: 'application/json' },
        });
      } catch (error) {
        if (attempt >= this.retry.attempts)
          throw new ConnectorError(`Salesforce could not be reached: ${(error as Error).message}`, true);
        await sleep(this.retry.backoffMs * 2 ** (attempt - 1));
        continue;
      }
      this.limitInfo = response.headers.get('sforce-limit-info') ?? this.limitInfo;
      const body = await bodyOf(response);
      if (response.ok) {
        if (body === null) {
          if (attempt >= this.retry.attempts)
            throw new ConnectorError('Salesforce sent an answer that is not JSON', true);
          await sleep(this.retry.backoffMs * 2 ** (attempt - 1));
          continue;
        }
        return body;
      }
      const message = messageOf(response.status, body, this.limitInfo);
      if (response.status === 401) {
        // The session ended (expired, or the grant revoked): one refresh, then Salesforce's no is final.
        if (this.refreshed) throw new ConnectorRefused(message);
        this.refreshed = true;
        this.token = await this.session.refresh();
        attempt -= 1;
        continue;
      }
      const throttled = response.status === 403 && codeOf(body) === 'REQUEST_LIMIT_EXCEEDED';
      if (throttled || response.status >= 500) {
        if (attempt >= this.retry.attempts) throw new ConnectorError(message, true);
        await sleep(this.retry.backoffMs * 2 ** (attempt - 1));
        continue;
      }
      // Anything else (a bad query, a missing permission) will not mend by itself.
      throw new ConnectorError(message, false);
    }
  }

  /**
   * A SOQL query's records, a page at a time, following `nextRecordsUrl` until Salesforce says `done`; with
   * `deleted`, through `queryAll`, which finds the records in the Recycle Bin too.
   */
  async *query<T>(soql: string, deleted = false): AsyncGenerator<T[]> {
    const resource = deleted ? 'queryAll' : 'query';
    let path: string | undefined = `/services/data/${this.apiVersion}/${resource}?q=${encodeURIComponent(soql)}`;
    while (path) {
      const page = (await this.get(path)) as Partial<QueryPage<T>>;
      if (typeof page !== 'object' || !Array.isArray(page.records) || typeof page.done !== 'boolean')
        throw new ConnectorError('Salesforce sent a query page without its records', true);
      yield page.records;
      if (page.done) return;
      if (typeof page.nextRecordsUrl !== 'string' || !page.nextRecordsUrl.startsWith('/services/data/'))
        throw new ConnectorError('Salesforce said more records follow but not where', true);
      path = page.nextRecordsUrl;
    }
  }
}
