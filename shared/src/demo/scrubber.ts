import {
  FAKE_ADDRESSES,
  FAKE_AMOUNTS,
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
 */
type Kind = 'company' | 'campaign' | 'person' | 'address';

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/;
const PHONE = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const WEBSITE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|us|biz|info|test|example)(?:\/[^\s"']*)?/;
/** One pass, emails first, so that an email's domain is never taken for a website. */
const SENSITIVE_TEXT = new RegExp(`(${EMAIL.source})|(${PHONE.source})|(${WEBSITE.source})`, 'gi');

const PERSON_KEYS =
  /^(first|last|full|display|contact|manager|owner|user|sender|author|created|updated)?_?name$|^(firstName|lastName|fullName|accountManager|contactName|managerName|ownerName)$/i;
const COMPANY_KEYS =
  /^(advertiser|client|customer|company|agency|brand|organisation|organization|tenant|workspace)_?name$|^label$/i;
const CAMPAIGN_KEYS = /^(campaign|lineItem|line_item|report|audience|insertionOrder|io)_?name$/i;
const ADDRESS_KEYS = /address|street/i;
const MONEY_KEYS = /amount|budget|spend|balance|cost|revenue|price|invoiced|^rate$|billed|paid|^due$/i;
// A bare `total` is a count (paging); money totals say what they total (totalAmount, totalInvoiced).
const MONEY_TOTAL = /^total(?!Pages|Count|Impressions|Clicks|Conversions|Completions)[A-Z]/;
const NOT_MONEY =
  /count|percent|ratio|impressions|clicks|conversions|completions|activities|Id$|days|page|size|version|year|month/i;

/** Which kind of name a plain `name` field holds, judged by what contains it. */
const CONTEXT_KIND: [RegExp, Kind][] = [
  [/campaign|rfp|proposal|line.?item|report|audience|dashboard|schedule/i, 'campaign'],
  [/advertiser|client|customer|compan|group|workspace|connection|product|categor/i, 'company'],
  [/user|member|team|manager|people|person|contact|recipient/i, 'person'],
];

function hash(text: string): number {
  // FNV-1a: small, fast, and well spread over the fifty entries.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Scrubber {
  /** A copy of any JSON value with every sensitive value replaced. `context` is the API path or a hint. */
  scrub<T>(value: T, context?: string): T;
  fake(kind: Kind | 'email' | 'phone' | 'website', real: string): string;
  fakeAmount(real: number): number;
}

export function createScrubber(sessionKey: string): Scrubber {
  const lists = {
    company: FAKE_COMPANIES,
    campaign: FAKE_CAMPAIGNS,
    person: FAKE_PEOPLE,
    address: FAKE_ADDRESSES,
    email: FAKE_EMAILS,
    phone: FAKE_PHONES,
    website: FAKE_WEBSITES,
  };
  const pick = <V>(list: readonly V[], kind: string, real: string) =>
    list[hash(`${sessionKey}|${kind}|${real.trim().toLowerCase()}`) % list.length]!;
  const fake = (kind: keyof typeof lists, real: string) => pick(lists[kind], kind, real);
  const fakeAmount = (real: number) =>
    real === 0 ? 0 : pick(FAKE_AMOUNTS, 'amount', real.toFixed(2)) * Math.sign(real);

  /** Emails, websites and phone numbers inside any text. */
  const scrubText = (text: string) =>
    text.replace(SENSITIVE_TEXT, (match: string, email?: string, phone?: string) =>
      fake(email ? 'email' : phone ? 'phone' : 'website', match),
    );

  function kindOf(key: string, context: string): Kind | null {
    if (ADDRESS_KEYS.test(key)) return 'address';
    if (CAMPAIGN_KEYS.test(key)) return 'campaign';
    if (COMPANY_KEYS.test(key)) return 'company';
    if (key !== 'name' && PERSON_KEYS.test(key)) return 'person';
    if (key === 'name' || (key === 'title' && /campaign/i.test(context))) {
      for (const [pattern, kind] of CONTEXT_KIND) if (pattern.test(context)) return kind;
    }
    return null;
  }

  function walk(value: unknown, key: string, context: string): unknown {
    if (typeof value === 'string') {
      const kind = kindOf(key, context);
      return kind ? fake(kind, value) : scrubText(value);
    }
    if (typeof value === 'number') {
      return (MONEY_KEYS.test(key) || MONEY_TOTAL.test(key)) && !NOT_MONEY.test(key) ? fakeAmount(value) : value;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, key, context));
    if (value && typeof value === 'object') {
      const inner = key && !/^(data|content|items|rows|page)$/.test(key) ? key : context;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k, inner)]));
    }
    return value;
  }

  return {
    scrub: <T>(value: T, context = '') =>
      walk(
        value,
        '',
        context
          .split(/[/?]/)
          .filter((part) => part && !/^\d+$/.test(part))
          .pop() ?? '',
      ) as T,
    fake,
    fakeAmount,
  };
}
