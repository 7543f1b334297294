/** Name pools for the seeded agency: believable, fixed, and long enough to stay varied at scale 10. */
export const BASE_CLIENTS = [
  { name: 'Acme Outdoor', brand: 'default', website: 'https://www.acmeoutdoor.com' },
  { name: 'Globex Retail', brand: 'default', website: 'https://www.globexretail.com' },
  { name: 'Northwind Fitness', brand: 'northwind', website: 'https://www.northwindfitness.com' },
  { name: 'Initech Software', brand: 'default', website: 'https://www.initech.com' },
  { name: 'Umbrella Health', brand: 'default', website: 'https://www.umbrellahealth.com' },
  { name: 'Stark Home Goods', brand: 'default', website: 'https://www.starkhomegoods.com' },
] as const;

export const EXTRA_CLIENT_WORDS = [
  'Pioneer',
  'Harbor',
  'Summit',
  'Cascade',
  'Redwood',
  'Bluebird',
  'Ironwood',
  'Meridian',
  'Silverline',
  'Evergreen',
  'Lakeside',
  'Granite',
];
export const EXTRA_CLIENT_KINDS = [
  'Motors',
  'Dental Group',
  'Credit Union',
  'Realty',
  'Brewing Co.',
  'Insurance',
  'Pet Supply',
  'Home Services',
];

export const ADVERTISER_STEMS = [
  'Trailhead Gear',
  'Summit Coffee Roasters',
  'Blue Ridge Kayaks',
  'Evergreen Camping Co.',
  'Peak Performance Apparel',
  'Riverbend Outfitters',
  'Lakeshore Marine',
  'Harvest Table Grocers',
  'Brightside Pharmacy',
  'Metro Home Furnishings',
  'Cornerstone Hardware',
  'Sunset Beauty Supply',
  'Urban Threads',
  'Golden Spoon Bakery',
  'Maple Street Books',
  'Coastal Surf Shop',
  'Iron Forge Gym',
  'PulseCycle Studio',
  'Zen Flow Yoga',
  'Core Strength Club',
  'Fuel Nutrition Bar',
  'Cloudline Analytics',
  'Vertex Payroll',
  'Sparkline CRM',
  'Beacon Hill Dental',
  'CareFirst Urgent Care',
  'Riverside Pediatrics',
  'Clearview Optometry',
  'Oakridge Furniture',
  'Hearth & Home Kitchens',
  'Luxe Linens',
  'Greenleaf Garden Center',
  'Northstar Sporting Goods',
  'Alpine Ski Rentals',
  'Canyon Climbing Gym',
  'Tidewater Seafood',
  'Prairie Wind Energy',
  'Cobalt Auto Care',
  'Silver Screen Cinemas',
  'Bright Minds Tutoring',
  'Willow Creek Vineyards',
  'Copperline Distillery',
];

export const GROUP_NAMES = [
  'Northeast Region',
  'West Coast',
  'Franchise Group A',
  'Franchise Group B',
  'Corporate Brands',
  'Southeast Region',
];

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'Logan',
  'Harper',
  'Elijah',
  'Amelia',
  'James',
  'Evelyn',
  'Benjamin',
  'Abigail',
  'Henry',
  'Grace',
  'Daniel',
  'Chloe',
  'Jack',
];
export const LAST_NAMES = [
  'Johnson',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
];

export const TEAM_TITLES = ['Account Manager', 'Campaign Manager', 'Ad Operations Specialist', 'Media Analyst'];

export const CAMPAIGN_THEMES = [
  'Spring Launch',
  'Summer Sale',
  'Back to School',
  'Holiday Push',
  'Brand Awareness',
  'Grand Opening',
  'New Year Promo',
  'Fall Clearance',
  'Always-On Prospecting',
  'Retargeting',
  'Memorial Day',
  'Black Friday',
  'Loyalty Drive',
  'Product Launch',
  'Local Awareness',
];
export const BLOCKER_REASONS = [
  'Awaiting creative assets',
  'Insertion order not signed',
  'Tracking pixel not firing',
  'Landing page under review',
  'Budget approval pending',
];

export const REGIONS = [
  ['Northeast', 0.26],
  ['Southeast', 0.24],
  ['Midwest', 0.22],
  ['West', 0.28],
] as const;

/** platform, ad format, cost per thousand, click rate, completion rate (0 when the format has no completions). */
export const CHANNELS = [
  ['XANDR', 'DISPLAY', 6.5, 0.0012, 0],
  ['XANDR', 'RICH_MEDIA', 11, 0.004, 0],
  ['XANDR', 'NATIVE', 8, 0.003, 0],
  ['XANDR', 'VIDEO', 18, 0.002, 0.78],
  ['TRADE_DESK', 'CTV', 32, 0.0004, 0.94],
  ['TRADE_DESK', 'AUDIO', 14, 0.0008, 0.88],
  ['META', 'SOCIAL', 9, 0.011, 0],
  ['GOOGLE_ADS', 'SEARCH', 45, 0.045, 0],
  ['ADOMNI', 'DOOH', 15, 0, 0],
] as const;

/**
 * A seeded line item's id on its platform, shaped as each platform writes its own: Google Ads ad group ids and
 * Xandr line item ids are numbers, Meta ad set ids 18 digits, The Trade Desk ad group ids 7 letters and digits,
 * Adomni's UUIDs. The same line item gets the same id at every scale.
 */
export function platformLineItemId(platform: string, lineItemId: number): string {
  const n = lineItemId;
  switch (platform) {
    case 'GOOGLE_ADS':
      return String(140_000_000_000 + n * 7919);
    case 'META':
      return `238500${String(n * 104_729).padStart(12, '0')}`;
    // An odd multiplier not divisible by 3 spreads the ids without two ever meeting (it is invertible modulo 36^7).
    case 'TRADE_DESK':
      return ((n * 2_654_435_761) % 36 ** 7).toString(36).padStart(7, '0');
    case 'ADOMNI': {
      const hex = ((n * 2_654_435_761) % 2 ** 48).toString(16).padStart(12, '0');
      return `5f2c${hex.slice(0, 4)}-0d1e-4a7b-9c3d-${hex}`;
    }
    default:
      return String(10_000_000 + n * 31);
  }
}
