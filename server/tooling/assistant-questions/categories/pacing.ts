import { q, type Question } from '../question';
import { TG, SC, TG_AWARENESS, TG_PROSPECTING, SC_FRIDAY, SC_LOYALTY, BR_SPRING } from '../acme';

/** Pacing, budget and days remaining. */
export const PACING_QUESTIONS: Question[] = [
  q('pacing', `What is the pacing of ${TG_AWARENESS}?`, { pacing: { campaign: TG_AWARENESS } }),
  q('pacing', `Is ${SC_FRIDAY} on track?`, { pacing: { campaign: SC_FRIDAY } }),
  q('pacing', `How is the ${BR_SPRING} budget pacing?`, { pacing: { campaign: BR_SPRING } }),
  q('pacing', `What is the pacing of ${SC}?`, { pacing: { advertiser: SC } }),
  q('pacing', 'Are we on pace with our budgets?', { pacing: {} }),
  q('pacing', 'How is trailhead pacing?', { pacing: { advertiser: TG } }),
  q('pacing', `How many days are left on ${TG_AWARENESS}?`, { daysLeft: { campaign: TG_AWARENESS } }),
  q('pacing', `When does ${SC_LOYALTY} end?`, { daysLeft: { campaign: SC_LOYALTY } }),
  q('pacing', `Days remaining for ${TG_PROSPECTING}`, { daysLeft: { campaign: TG_PROSPECTING } }),
];
