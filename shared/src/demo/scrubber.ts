import {
  FAKE_ADDRESSES,
  FAKE_CAMPAIGNS,
  FAKE_COMPANIES,
  FAKE_EMAILS,
  FAKE_PEOPLE,
  FAKE_PHONES,
  FAKE_WEBSITES,
} from './fakes';

/**
 * The one demo-mode scrubber (spec section 1; architecture 4b): addresses, company, campaign and person names,
 * dollar amounts, emails, phones and websites become fakes. A keyed hash of the real value picks the fake, so
 * within one demo session the same real value always shows the same fake: in lists, details and charts alike.
 * A person's name and email come from the same fake person, a company's name and website from the same fake
 * company. Amounts and delivery volumes are multiplied by one whole factor per client, so that every ratio
 * (delivered vs budget, CPM, CTR, pacing, shares) and every sum stays exactly as real and cumulative series stay
 * monotone. Labels (metrics, statuses, column names, dates) are never replaced.
 */
type Kind = 'company' | 'campaign' | 'person' | 'address';
export type FakeKind = Kind | 'email' | 'phone' | 'website';
type Client = number | string | null | undefined;
/** An object's own email and the fake email of the fake person its names became. */
type OwnEmail = { email: string; fakeEmail: string };

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const WEBSITE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|us|biz|info|test|example)(?:\/[^\s"']*)?/;
/** One pass, emails first, so that an email's domain is never taken for a website. */
const SENSITIVE_TEXT = new RegExp(`(${EMAIL.source})|(${PHONE.source})|(${WEBSITE.source})`, 'gi');

const FIRST_NAME_KEYS = /^first_?name$/i;
const LAST_NAME_KEYS = /^last_?name$/i;
const PERSON_KEYS =
  /^(full|display|contact|manager|owner|user|sender|author|created|updated)_?name$|^(fullName|accountManager|contactName|managerName|ownerName)$/i;
const COMPANY_KEYS = /^(advertiser|client|customer|company|agency|brand|organisation|organization|tenant)_?name$/i;
const CAMPAIGN_KEYS = /^(campaign|lineItem|line_item|report|audience|insertionOrder|io)_?name$/i;
const ADDRESS_KEYS = /address|street/i;
const EMAIL_KEYS = /^e-?mail$|Email$/;
const WEBSITE_KEYS = /^(website|url|homepage)$/i;
const MONEY_KEYS = /amount|budget|spend|balance|cost|revenue|price|invoiced|billed|paid|^due$/i;
// A bare `total` is a count (paging); money totals say what they total (totalAmount, totalInvoiced).
const MONEY_TOTAL = /^total(?!Pages|Count)[A-Z]/;
/** Delivery volumes scale with the money, so that CPM, CTR and conversion rates stay as real. */
const VOLUME_KEYS = /impressions|clicks|conversions|completions|^views$|videoViews|engagements/i;
// A cost per unit (CPM, CPC, cost per conversion) is money over a volume, both scaled: it stays as real.
// `version` only as a whole word: "conversions" holds it, and conversions must scale like the spend they divide.
const NEITHER =
  /count|percent|ratio|share|rate|^c(pm|pc|pa|tr|pv)$|cost_?per|Id$|days|page|size|^version$|year|month|viewability/i;
const VERSION = /Version$/;

/** Which kind of name a plain `name` field holds, judged by what contains it. */
const CONTEXT_KIND: [RegExp, Kind][] = [
  [/campaign|rfp|proposal|line.?item|report|audience|dashboard|schedule/i, 'campaign'],
  [/advertiser|client|customer|compan|group|workspace|connection|product|categor/i, 'company'],
  [/user|member|team|manager|people|person|contact|recipient/i, 'person'],
];
/** Whole factors keep cents exact: a sum of scaled amounts is the scaled sum. Never 1: nothing shows as real. */
const FACTORS = [2, 3, 4, 5, 6, 7, 8, 9];

function hash(text: string): number {
  // FNV-1a: small, fast, and well spread over the fifty entries.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface ScrubberOptions {
  /** The real full name an email belongs to, when known (the server knows its users and team). */
  ownerOfEmail?(email: string): string | undefined;
  /** The real company a website belongs to, when known (the server knows its advertisers). */
  ownerOfWebsite?(website: string): string | undefined;
}

export interface Scrubber {
  /**
   * A copy of any JSON value with every sensitive value replaced. `context` is the API path or a hint; `client`
   * the client whose amounts these are (else read from `/clients/{id}` in the path, or a row's `clientId`).
   */
  scrub<T>(value: T, context?: string, client?: Client): T;
  fake(kind: FakeKind, real: string): string;
  /** The client's amount or volume: the real one times the client's factor for this session. */
  scale(real: number, client?: Client): number;
}

export function createScrubber(sessionKey: string, options: ScrubberOptions = {}): Scrubber {
  const index = (kind: string, real: string, length = 50) =>
    hash(`${sessionKey}|${kind}|${real.trim().toLowerCase()}`) % length;
  const person = (realName: string) => FAKE_PEOPLE[index('person', realName)]!;
  const company = (realName: string) => FAKE_COMPANIES[index('company', realName)]!;
  function fake(kind: FakeKind, real: string): string {
    switch (kind) {
      case 'person':
        return person(real);
      case 'company':
        return company(real);
      case 'campaign':
        return FAKE_CAMPAIGNS[index(kind, real)]!;
      case 'address':
        return FAKE_ADDRESSES[index(kind, real)]!;
      case 'phone':
        return FAKE_PHONES[index(kind, real)]!;
      case 'email': {
        const owner = options.ownerOfEmail?.(real.trim().toLowerCase());
        return FAKE_EMAILS[owner ? index('person', owner) : index('person', real)]!;
      }
      case 'website': {
        const owner = options.ownerOfWebsite?.(real.trim().toLowerCase());
        return FAKE_WEBSITES[owner ? index('company', owner) : index('company', real)]!;
      }
    }
  }
  const factor = (client: Client) => FACTORS[index('factor', String(client ?? ''), FACTORS.length)]!;
  const scale = (real: number, client?: Client) =>
    Number.isInteger(real) ? real * factor(client) : (Math.round(real * 100) * factor(client)) / 100;

  /** Emails, websites and phone numbers inside any text; `own` maps this object's own email to its person. */
  const scrubText = (text: string, own?: OwnEmail) =>
    text.replace(SENSITIVE_TEXT, (match: string, email?: string, phone?: string) =>
      own && email && match.toLowerCase() === own.email
        ? own.fakeEmail
        : fake(email ? 'email' : phone ? 'phone' : 'website', match),
    );

  function kindOf(key: string, context: string): Kind | null {
    if (ADDRESS_KEYS.test(key)) return 'address';
    if (CAMPAIGN_KEYS.test(key)) return 'campaign';
    if (COMPANY_KEYS.test(key)) return 'company';
    if (PERSON_KEYS.test(key)) return 'person';
    if (key === 'name' || (key === 'title' && /campaign/i.test(context))) {
      for (const [pattern, kind] of CONTEXT_KIND) if (pattern.test(context)) return kind;
    }
    return null;
  }

  /** The one real person an object is about (a user, a team member), from its names or its email. */
  function personOf(object: Record<string, unknown>, context: string): string | null {
    const text = (pattern: RegExp) =>
      Object.entries(object).find(([k, v]) => pattern.test(k) && typeof v === 'string' && v.trim())?.[1] as
        string | undefined;
    const first = text(FIRST_NAME_KEYS);
    const last = text(LAST_NAME_KEYS);
    if (first || last) return [first, last].filter(Boolean).join(' ');
    const name = typeof object.name === 'string' && kindOf('name', context) === 'person' ? object.name : undefined;
    if (name) return name;
    const email = text(EMAIL_KEYS);
    return email ? (options.ownerOfEmail?.(email.trim().toLowerCase()) ?? null) : null;
  }

  /** The one real company an object is about (an advertiser, a client), whose website goes with its name. */
  function companyOf(object: Record<string, unknown>, context: string): string | null {
    for (const [k, v] of Object.entries(object))
      if (typeof v === 'string' && (COMPANY_KEYS.test(k) || (k === 'name' && kindOf(k, context) === 'company')))
        return v;
    return null;
  }

  function walkObject(object: Record<string, unknown>, key: string, context: string, client: Client): unknown {
    const inner = key && !/^(data|content|items|rows|page)$/.test(key) ? key : context;
    const rowClient = typeof object.clientId === 'number' ? object.clientId : client;
    const who = personOf(object, inner);
    const fakeWho = who ? person(who) : null;
    const ownEmail = Object.entries(object).find(([k, v]) => EMAIL_KEYS.test(k) && typeof v === 'string')?.[1] as
      string | undefined;
    const own =
      who && fakeWho && ownEmail
        ? { email: ownEmail.trim().toLowerCase(), fakeEmail: FAKE_EMAILS[FAKE_PEOPLE.indexOf(fakeWho)]! }
        : undefined;
    const firm = companyOf(object, inner);
    return Object.fromEntries(
      Object.entries(object).map(([k, v]) => {
        if (typeof v === 'string' && fakeWho && who && !EMAIL.test(v)) {
          if (FIRST_NAME_KEYS.test(k)) return [k, fakeWho.split(' ')[0]];
          if (LAST_NAME_KEYS.test(k)) return [k, fakeWho.split(' ').slice(1).join(' ')];
          if (kindOf(k, inner) === 'person') return [k, v.trim() === who.trim() ? fakeWho : person(v)];
        }
        if (typeof v === 'string' && firm && WEBSITE_KEYS.test(k) && v.trim())
          return [k, FAKE_WEBSITES[FAKE_COMPANIES.indexOf(company(firm))]!];
        return [k, walk(v, k, inner, rowClient, own)];
      }),
    );
  }

  function walk(value: unknown, key: string, context: string, client: Client, own?: OwnEmail): unknown {
    if (typeof value === 'string') {
      const kind = kindOf(key, context);
      // A user name that is an email address is an email.
      return kind && !EMAIL.test(value) ? fake(kind, value) : scrubText(value, own);
    }
    if (typeof value === 'number') {
      const scaled =
        (MONEY_KEYS.test(key) || MONEY_TOTAL.test(key) || VOLUME_KEYS.test(key)) &&
        !NEITHER.test(key) &&
        !VERSION.test(key);
      return scaled ? scale(value, client) : value;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key, context, client));
    if (value && typeof value === 'object') return walkObject(value as Record<string, unknown>, key, context, client);
    return value;
  }

  return {
    scrub: <T>(value: T, context = '', client?: Client) =>
      walk(
        value,
        '',
        context
          .split(/[/?]/)
          .filter((part) => part && !/^\d+$/.test(part))
          .pop() ?? '',
        client ?? /\/clients\/(\d+)/.exec(context)?.[1],
      ) as T,
    fake,
    scale,
  };
}
