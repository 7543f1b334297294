import { q, type Question } from '../question';
import { TG, SC, BR, LM, PP, EC } from '../acme';

/** An advertiser's audiences. */
export const AUDIENCES_QUESTIONS: Question[] = [
  q('audiences', `How many audiences does ${BR} have?`, { audiences: { advertiser: BR } }),
  q('audiences', `What audiences does ${TG} have?`, { audiences: { advertiser: TG } }),
  q('audiences', `Show me the segments for ${LM}`, { audiences: { advertiser: LM } }),
  q('audiences', `${SC} audiences and their counts`, { audiences: { advertiser: SC } }),
  q('audiences', `how many segments has ${TG.toLowerCase()} got`, { audiences: { advertiser: TG } }),
  q('audiences', 'audeinces for trailhead', { audiences: { advertiser: TG } }),
  q('audiences', 'show segments for peak performance', { audiences: { advertiser: PP } }),
  q('audiences', 'how many audiences has Evergreen got?', { audiences: { advertiser: EC } }),
];
