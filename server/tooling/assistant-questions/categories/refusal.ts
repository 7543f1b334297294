import { q, type Question } from '../question';
import { BR, EC, LM, LIMITED } from '../acme';

/** A question refused, asked by `as` (the client's admin by default). */
const refused = (ask: string, as?: string) => q('refusal', ask, { refusal: true }, as);

/** Outside the data, or outside the user's reach: plainly refused, no figure stated. */
export const REFUSAL_QUESTIONS: Question[] = [
  refused('What will the weather be in Paris tomorrow?'),
  refused('Which channel is best for revenue?'),
  refused('What is our ROAS this month?'),
  refused('How much did Globex Retail spend last month?'),
  refused('What are Northwind Fitness clicks this year?'),
  refused('How many live campaigns does Initech Software have?'),
  // An unknown company written in lower case is still a name in a subject's place, not the whole client.
  refused('how much did globex spend last month'),
  refused('what is the pacing of initech'),
  // The limited user: billing, and advertisers not assigned to them.
  refused('What is our balance due?', LIMITED),
  refused(`How much has ${BR} spent this year?`, LIMITED),
  refused(`What is the pacing of ${LM}?`, LIMITED),
  refused(`What audiences does ${EC} have?`, LIMITED),
  refused('Tell me a joke'),
  refused('Who won the game last night?'),
  refused("What is our competitors' spend?"),
];
