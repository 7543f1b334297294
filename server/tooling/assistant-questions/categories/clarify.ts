import { EC_PROSPECTING } from '../acme';
import { q, type Question } from '../question';

/** A question answered with a question back. */
const askedBack = (ask: string) => q('clarify', ask, { clarify: true });

/** An ambiguous name gets a question back. */
export const CLARIFY_QUESTIONS: Question[] = [
  askedBack('How much did Brand Awareness spend last month?'),
  askedBack('What is the pacing of Always-On Prospecting?'),
  askedBack('Product Launch clicks this month'),
  askedBack('How is Local Awareness doing?'),
  askedBack(`Spend of ${EC_PROSPECTING} last month`),
];
