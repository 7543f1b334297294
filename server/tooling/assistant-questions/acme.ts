/** Names of the seeded Acme Outdoor client that the question set asks about, and its limited user. */
export const TG = 'Trailhead Gear';
export const SC = 'Summit Coffee Roasters';
export const BR = 'Blue Ridge Kayaks';
export const EC = 'Evergreen Camping Co.';
export const LM = 'Lakeshore Marine';
export const PP = 'Peak Performance Apparel';
export const TG_LAUNCH = 'Trailhead Gear Product Launch 2026';
export const TG_OPENING = 'Trailhead Gear Grand Opening 2026';
export const SC_FRIDAY = 'Summit Coffee Roasters Black Friday 2026';
export const SC_LOYALTY = 'Summit Coffee Roasters Loyalty Drive 2026';
export const BR_LOYALTY = 'Blue Ridge Kayaks Loyalty Drive 2026';
export const LM_HOLIDAY = 'Lakeshore Marine Holiday Push 2026';
export const EC_RETARGETING = 'Evergreen Camping Co. Retargeting 2026';
/** Sees Trailhead Gear and Summit Coffee Roasters only. */
export const LIMITED = 'reports@acme.test';
/** What "how are we doing" reports. */
export const OVERVIEW = ['spend', 'impressions', 'clicks', 'ctr', 'conversions'];
