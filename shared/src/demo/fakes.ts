/**
 * The fake values demo mode draws from: fifty of each kind (spec section 1), made by crossing short word lists so
 * that they read naturally and never coincide with the seeded agency's real names. Amounts are not drawn: they are
 * scaled by one factor per client (scrubber.ts), so that ratios and sums hold.
 */
function cross(first: string[], second: string[], join: (a: string, b: string) => string): string[] {
  return first.flatMap((a) => second.map((b) => join(a, b)));
}

const COMPANY_STEMS = [
  'Bluefinch',
  'Cedarly',
  'Harborview',
  'Junipero',
  'Lumenary',
  'Maplecrest',
  'Orchidea',
  'Quarrystone',
  'Zephyrine',
  'Willowmere',
];
const COMPANY_KINDS = ['Collective', 'Partners', 'Works', 'Labs', 'Supply'];
const CAMPAIGN_THEMES = [
  'Aurora',
  'Breeze',
  'Compass',
  'Daybreak',
  'Ember',
  'Fjord',
  'Glacier',
  'Horizon',
  'Ivory',
  'Jetstream',
];
const CAMPAIGN_KINDS = ['Showcase', 'Awareness Push', 'Holiday Flight', 'Always-On Run', 'Retargeting Wave'];
// Unusual on purpose: a fake must never coincide with a real person of the seeded agency.
const FIRST_NAMES = [
  'Aurelio',
  'Bexley',
  'Calloway',
  'Dashiell',
  'Emrys',
  'Fennimore',
  'Galloway',
  'Hollis',
  'Ingram',
  'Jessamy',
];
const LAST_NAMES = ['Quillfeather', 'Bellweather', 'Thistlewood', 'Drummondale', 'Everhartley'];
const STREETS = ['Alder', 'Birch', 'Chestnut', 'Dogwood', 'Elm', 'Fir', 'Hawthorn', 'Linden', 'Poplar', 'Sycamore'];
const TOWNS = [
  'Springfield, IL 62701',
  'Riverton, WY 82501',
  'Fairview, OR 97024',
  'Georgetown, TX 78626',
  'Salem, MA 01970',
];

export const FAKE_COMPANIES = cross(COMPANY_STEMS, COMPANY_KINDS, (a, b) => `${a} ${b}`);
export const FAKE_CAMPAIGNS = cross(CAMPAIGN_THEMES, CAMPAIGN_KINDS, (a, b) => `${a} ${b}`);
export const FAKE_PEOPLE = cross(FIRST_NAMES, LAST_NAMES, (a, b) => `${a} ${b}`);
export const FAKE_EMAILS = FAKE_PEOPLE.map((name) => `${name.toLowerCase().replace(' ', '.')}@example.com`);
export const FAKE_PHONES = Array.from(
  { length: 50 },
  (_, i) => `(555) 01${String(i).padStart(2, '0')}-${String(1000 + i * 37).slice(-4)}`,
);
export const FAKE_WEBSITES = FAKE_COMPANIES.map(
  (name) => `https://www.${name.toLowerCase().replace(/ /g, '')}.example`,
);
export const FAKE_ADDRESSES = cross(
  STREETS,
  TOWNS,
  (street, town) => `${((street.length * 97) % 900) + 100} ${street} Street, ${town}`,
);
