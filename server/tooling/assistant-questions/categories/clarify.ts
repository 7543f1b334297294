import { q, type Question } from '../question';

/** An ambiguous name gets a question back. */
export const CLARIFY_QUESTIONS: Question[] = [
  q('clarify', 'How much did Brand Awareness spend last month?', { clarify: true }),
  q('clarify', 'What is the pacing of Always-On Prospecting?', { clarify: true }),
  q('clarify', 'Product Launch clicks this month', { clarify: true }),
  q('clarify', 'How is Local Awareness doing?', { clarify: true }),
  q('clarify', 'Spend of Blue Ridge Kayaks Fall Clearance 2026 last month', { clarify: true }),
];
