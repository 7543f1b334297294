import { q, type Question } from '../question';
import { BR, EC, LM, LIMITED } from '../acme';

/** Outside the data, or outside the user's reach: plainly refused, no figure stated. */
export const REFUSAL_QUESTIONS: Question[] = [
  q('refusal', 'What will the weather be in Paris tomorrow?', { refusal: true }),
  q('refusal', 'Which channel is best for revenue?', { refusal: true }),
  q('refusal', 'What is our ROAS this month?', { refusal: true }),
  q('refusal', 'How much did Globex Retail spend last month?', { refusal: true }),
  q('refusal', 'What are Northwind Fitness clicks this year?', { refusal: true }),
  q('refusal', 'How many live campaigns does Initech Software have?', { refusal: true }),
  // An unknown company written in lower case is still a name in a subject's place, not the whole client.
  q('refusal', 'how much did globex spend last month', { refusal: true }),
  q('refusal', 'what is the pacing of initech', { refusal: true }),
  // The limited user: billing, and advertisers not assigned to them.
  q('refusal', 'What is our balance due?', { refusal: true }, LIMITED),
  q('refusal', `How much has ${BR} spent this year?`, { refusal: true }, LIMITED),
  q('refusal', `What is the pacing of ${LM}?`, { refusal: true }, LIMITED),
  q('refusal', `What audiences does ${EC} have?`, { refusal: true }, LIMITED),
  q('refusal', 'Tell me a joke', { refusal: true }),
  q('refusal', 'Who won the game last night?', { refusal: true }),
  q('refusal', "What is our competitors' spend?", { refusal: true }),
];
