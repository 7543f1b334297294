import { q, type Question } from '../question';
import { TG_PROSPECTING, SC_FRIDAY, LM_AWARENESS } from '../acme';

/** A campaign's documents. */
export const DOCUMENTS_QUESTIONS: Question[] = [
  q('documents', `What documents does ${TG_PROSPECTING} have?`, { documents: { campaign: TG_PROSPECTING } }),
  q('documents', `Show the files of ${SC_FRIDAY}`, { documents: { campaign: SC_FRIDAY } }),
  q('documents', `Any documents on ${LM_AWARENESS}?`, { documents: { campaign: LM_AWARENESS } }),
  q('documents', `how many docs are on ${TG_PROSPECTING}?`, { documents: { campaign: TG_PROSPECTING } }),
  // The agency's services (the Services page), named as people name them.
  q('documents', 'What services does the agency offer?', { services: {} }),
  q('documents', 'How much does Connected TV cost?', { services: { service: 'Connected TV' } }),
  q('documents', 'Tell me about the brand lift study', { services: { service: 'Brand Lift Study' } }),
  q('documents', 'pricing for programatic display', { services: { service: 'Programmatic Display' } }),
  q('documents', 'What paid search services are there?', { services: { category: 'Paid Search' } }),
  // A service by a word of its name or its initials, the dearest or cheapest of a category, a category by one word.
  q('documents', 'how much is CTV', { services: { service: 'Connected TV' } }),
  q('documents', 'price of DOOH?', { services: { service: 'Programmatic DOOH' } }),
  q('documents', 'what does Video Production cost', { services: { service: 'Video Production' } }),
  q('documents', 'most expensive creative service', { services: { service: 'Video Production' } }),
  q('documents', 'cheapest programmatic product', { services: { service: 'Programmatic Display' } }),
  q('documents', 'what services do you offer for social', { services: { category: 'Paid Social' } }),
  q('documents', 'which services are in analytics?', { services: { category: 'Analytics & Attribution' } }),
  q('documents', 'how many service categories are there', { services: {} }),
  q('documents', `anything uploaded on ${LM_AWARENESS}?`, { documents: { campaign: LM_AWARENESS } }),
];
