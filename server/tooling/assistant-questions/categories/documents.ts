import { q, type Question, type ServicesExpectation } from '../question';
import { TG_PROSPECTING, SC_FRIDAY, LM_AWARENESS } from '../acme';

/** A question on one campaign's documents. */
const documents = (ask: string, campaign: string): Question => q('documents', ask, { documents: { campaign } });

/** The agency's services (the Services page): one by name, a category's, or all of them. */
const services = (ask: string, expectation: ServicesExpectation = {}): Question =>
  q('documents', ask, { services: expectation });

/** A campaign's documents, and the agency's services. */
export const DOCUMENTS_QUESTIONS: Question[] = [
  documents(`What documents does ${TG_PROSPECTING} have?`, TG_PROSPECTING),
  documents(`Show the files of ${SC_FRIDAY}`, SC_FRIDAY),
  documents(`Any documents on ${LM_AWARENESS}?`, LM_AWARENESS),
  documents(`how many docs are on ${TG_PROSPECTING}?`, TG_PROSPECTING),
  // The agency's services (the Services page), named as people name them.
  services('What services does the agency offer?'),
  services('How much does Connected TV cost?', { service: 'Connected TV' }),
  services('Tell me about the brand lift study', { service: 'Brand Lift Study' }),
  services('pricing for programatic display', { service: 'Programmatic Display' }),
  services('What paid search services are there?', { category: 'Paid Search' }),
  // A service by a word of its name or its initials, the dearest or cheapest of a category, a category by one word.
  services('how much is CTV', { service: 'Connected TV' }),
  services('price of DOOH?', { service: 'Programmatic DOOH' }),
  services('what does Video Production cost', { service: 'Video Production' }),
  services('most expensive creative service', { service: 'Video Production' }),
  services('cheapest programmatic product', { service: 'Programmatic Display' }),
  services('what services do you offer for social', { category: 'Paid Social' }),
  services('which services are in analytics?', { category: 'Analytics & Attribution' }),
  services('how many service categories are there'),
  documents(`anything uploaded on ${LM_AWARENESS}?`, LM_AWARENESS),
];
