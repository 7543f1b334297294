/** Names of the seeded Acme Outdoor client that the question set asks about, and its limited user. */
export const TG = 'Trailhead Gear';
export const SC = 'Summit Coffee Roasters';
export const BR = 'Blue Ridge Kayaks';
export const EC = 'Evergreen Camping Co.';
export const LM = 'Lakeshore Marine';
export const PP = 'Peak Performance Apparel';
// The seeded campaigns the set names, each under its name on 2026-12-05; a run asks about each under its name of the
// day, by the id beside it (names-of-the-day.ts). Each was chosen for a name no other Acme campaign has on any day
// of the year that followed (the Live ones, where the advertiser has such a one), except the one the set asks back about.
export const TG_AWARENESS = 'Trailhead Gear Brand Awareness 2026';
export const TG_PROSPECTING = 'Trailhead Gear Always-On Prospecting 2026';
export const SC_FRIDAY = 'Summit Coffee Roasters Black Friday 2026';
export const SC_LOYALTY = 'Summit Coffee Roasters Loyalty Drive 2026';
export const SC_AWARENESS = 'Summit Coffee Roasters Brand Awareness 2026';
export const SC_RETARGETING = 'Summit Coffee Roasters Retargeting 2026';
export const BR_SPRING = 'Blue Ridge Kayaks Spring Launch 2026';
export const LM_AWARENESS = 'Lakeshore Marine Brand Awareness 2027';
export const EC_LAUNCH = 'Evergreen Camping Co. Product Launch 2026';
/** Two Evergreen Camping campaigns have this name every day: the set asks which one is meant. */
export const EC_PROSPECTING = 'Evergreen Camping Co. Always-On Prospecting 2026';
export const SEEDED_CAMPAIGNS: Record<string, number> = {
  [TG_AWARENESS]: 7,
  [TG_PROSPECTING]: 2,
  [SC_FRIDAY]: 15,
  [SC_LOYALTY]: 9,
  [SC_AWARENESS]: 10,
  [SC_RETARGETING]: 14,
  [BR_SPRING]: 20,
  [LM_AWARENESS]: 46,
  [EC_LAUNCH]: 29,
  [EC_PROSPECTING]: 25,
};
/** Sees Trailhead Gear and Summit Coffee Roasters only. */
export const LIMITED = 'reports@acme.test';
/** What "how are we doing" reports. */
export const OVERVIEW = ['spend', 'impressions', 'clicks', 'ctr', 'conversions'];
