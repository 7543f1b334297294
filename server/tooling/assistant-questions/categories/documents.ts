import { q, type Question } from '../question';
import { TG_OPENING, SC_FRIDAY, LM_LOYALTY } from '../acme';

/** A campaign's documents. */
export const DOCUMENTS_QUESTIONS: Question[] = [
  q('documents', `What documents does ${TG_OPENING} have?`, { documents: { campaign: TG_OPENING } }),
  q('documents', `Show the files of ${SC_FRIDAY}`, { documents: { campaign: SC_FRIDAY } }),
  q('documents', `Any documents on ${LM_LOYALTY}?`, { documents: { campaign: LM_LOYALTY } }),
  q('documents', `how many docs are on ${TG_OPENING}?`, { documents: { campaign: TG_OPENING } }),
];
