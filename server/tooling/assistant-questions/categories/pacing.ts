import { q, type Question } from '../question';
import { TG, SC, TG_LAUNCH, TG_OPENING, SC_FRIDAY, SC_LOYALTY, BR_LOYALTY } from '../acme';

/** Pacing, budget and days remaining. */
export const PACING_QUESTIONS: Question[] = [
  q('pacing', `What is the pacing of ${TG_LAUNCH}?`, { pacing: { campaign: TG_LAUNCH } }),
  q('pacing', `Is ${SC_FRIDAY} on track?`, { pacing: { campaign: SC_FRIDAY } }),
  q('pacing', `How is the ${BR_LOYALTY} budget pacing?`, { pacing: { campaign: BR_LOYALTY } }),
  q('pacing', `What is the pacing of ${SC}?`, { pacing: { advertiser: SC } }),
  q('pacing', 'Are we on pace with our budgets?', { pacing: {} }),
  q('pacing', 'How is trailhead pacing?', { pacing: { advertiser: TG } }),
  q('pacing', `How many days are left on ${TG_LAUNCH}?`, { daysLeft: { campaign: TG_LAUNCH } }),
  q('pacing', `When does ${SC_LOYALTY} end?`, { daysLeft: { campaign: SC_LOYALTY } }),
  q('pacing', `Days remaining for ${TG_OPENING}`, { daysLeft: { campaign: TG_OPENING } }),
];
