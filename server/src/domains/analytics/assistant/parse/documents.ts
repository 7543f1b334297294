import type { DOCUMENT_TYPE_FILTERS } from '../../../../semantic/enumerations';

/**
 * What a question asks of documents (the files on advertisers' and campaigns' Documents tabs): a type of the
 * spec's filters (Document, Image, Spreadsheet, PDF, Other), words of a name ("is there a media plan?"), which one
 * by date ("the newest document"), or a count. Its range and subject are read as every question's are.
 */
export type DocumentType = Exclude<(typeof DOCUMENT_TYPE_FILTERS)[number], 'All'>;

export interface DocumentsAsk {
  type?: DocumentType;
  /** Words of the documents' names, searched as the Documents tab's search box does. */
  search?: string;
  pick?: 'newest' | 'oldest';
  count?: boolean;
  /** "Documents by type": how many of each of the spec's types. */
  byType?: boolean;
  /** "Is there…?", "do we have…?": answered yes or no first. */
  yesOrNo?: boolean;
  /** "Any new uploads?", "recent documents": those of the last 7 days, when no range is said. */
  recent?: boolean;
  /** "Which campaigns have no IO?", "do all advertisers have a media plan?": the ones without such a document. */
  missing?: 'campaign' | 'advertiser';
}

/** Words that ask for the campaigns or advertisers without a document, or whether every one has it. */
const MISSING =
  /\b(no|without|missing|lacks?|lacking|don'?t have|don t have|do not have|doesn'?t have|doesn t have|does not have)\b|\b(do|does|have) (all|every|each)\b/;

/** The document types as people say them; the spec's filter each one is. */
const TYPES: [RegExp, DocumentType][] = [
  [/\b(pdfs?|pdf files?)\b/, 'PDF'],
  [/\b(images?|pictures?|photos?|pngs?|jpe?gs?|gifs?|mock-?ups?|screenshots?)\b/, 'Image'],
  [/\b(spreadsheets?|sheets?|excel( files?)?|xlsx?|csvs?)\b/, 'Spreadsheet'],
  [/\b(word (docs?|documents?|files?)|docx|text files?|txt|powerpoints?|pptx?|slides?|decks?)\b/, 'Document'],
  [/\bother (types?|kinds?|files?|documents?|docs?)\b/, 'Other'],
];

/** Documents named by what they are: these words are searched in their names. */
const NAMED: [RegExp, string][] = [
  [/\bmedia ?plans?\b/, 'media plan'],
  [/\b(insertion orders?|ios?)\b/, 'insertion order'],
  [/\bkick-?off( notes?)?\b/, 'kickoff'],
  [/\bcreative mock-?ups?\b/, 'creative mockup'],
  [/\b(briefs?|creative briefs?)\b/, 'brief'],
  [/\bcontracts?\b/, 'contract'],
  [/\breports? (file|pdf|doc)s?\b/, 'report'],
];

/** Words that make a question one about documents. */
export const DOCUMENT_WORDS = new RegExp(
  `\\b(documents?|docs?|files?|attachments?|uploads?|uploaded|paperwork)\\b|${[...TYPES, ...NAMED]
    .map(([p]) => p.source)
    .join('|')}`,
);

/** A name said in quotes, or the word after "named", "called", "titled": "a file called kickoff". */
const QUOTED = /["“‘]([^"”’]{2,60})["”’]/;

/** A document's name said in quotes is searched, never taken for an unknown advertiser's name. */
export function quotedDocumentName(question: string): string | undefined {
  return DOCUMENT_WORDS.test(question.toLowerCase()) ? QUOTED.exec(question)?.[1] : undefined;
}
const CALLED = /\b(?:named|called|titled) ([\w&-]{2,})|\bwith ([\w&-]{2,}) in (?:the|its) names?\b/;
/** One document, said in the singular: "the newest document", "the last file uploaded". */
const SINGULAR = /\b(documents|docs|files|uploads|pdfs|images|spreadsheets)\b/;

export function documentsAsk(t: string): DocumentsAsk {
  const ask: DocumentsAsk = {};
  const type = TYPES.find(([p]) => p.test(t))?.[1];
  if (type) ask.type = type;
  const named = NAMED.find(([p]) => p.test(t))?.[1];
  const calledBy = CALLED.exec(t);
  const called = QUOTED.exec(t)?.[1]?.trim() ?? calledBy?.[1] ?? calledBy?.[2];
  const search = named ?? (called && !/^(the|a|an|any)$/.test(called) ? called : undefined);
  // A "sheet" named "media plan" is the media plan, whatever its type.
  if (search) {
    ask.search = search;
    if (named === 'creative mockup') delete ask.type;
  }
  const one = !SINGULAR.test(t);
  if (/\b(newest|latest|most recent|last (one|document|file|doc|upload))\b/.test(t) && one) ask.pick = 'newest';
  else if (/\b(oldest|earliest|first (one|document|file|doc|upload))\b/.test(t) && one) ask.pick = 'oldest';
  if (/\b(how many|number of|count)\b/.test(t)) ask.count = true;
  if (/^ (is|are|do|does|did|have|has|any|got)\b/.test(t)) ask.yesOrNo = true;
  if (!ask.pick && /\b(new|recent|recently|lately)\b/.test(t)) ask.recent = true;
  if ((ask.search || ask.type) && MISSING.test(t)) {
    const owner = /\badvertisers?\b/.test(t) ? 'advertiser' : /\bcampaigns?\b/.test(t) ? 'campaign' : undefined;
    if (owner) ask.missing = owner;
  }
  if (
    /\b(by|per|each|which|what) (file |document |doc )?(types?|kinds?|formats?)\b|\b(types|kinds) of (files|documents|docs)\b/.test(
      t,
    )
  )
    ask.byType = true;
  return ask;
}
