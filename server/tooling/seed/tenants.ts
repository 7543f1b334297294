import { bulkInsert } from './bulk';
import { SEEDED_ACCOUNTS } from './accounts';
import type { SeedContext } from './context';
import {
  ADVERTISER_STEMS,
  BASE_CLIENTS,
  EXTRA_CLIENT_KINDS,
  EXTRA_CLIENT_WORDS,
  FIRST_NAMES,
  GROUP_NAMES,
  LAST_NAMES,
  TEAM_TITLES,
} from './names';
import { portraitPng } from './png';
import { websiteOf } from './random';

const APPS = ['CAMPAIGNS', 'REPORTING', 'BILLING', 'AUDIENCES', 'ANALYTICS'];
const REGION_SUFFIX = [
  '',
  ' Denver',
  ' Austin',
  ' Portland',
  ' Charlotte',
  ' Phoenix',
  ' Columbus',
  ' Raleigh',
  ' Tampa',
  ' Boise',
];

/** Clients, their teams, advertiser groups, advertisers and users. */
export async function seedTenants(ctx: SeedContext): Promise<void> {
  const { rng, scale } = ctx;
  const clientRows: unknown[][] = BASE_CLIENTS.map((c, i) => [i + 1, c.name, c.website, c.brand, APPS]);
  for (let i = BASE_CLIENTS.length; i < BASE_CLIENTS.length * scale; i++) {
    const name = `${EXTRA_CLIENT_WORDS[i % EXTRA_CLIENT_WORDS.length]} ${EXTRA_CLIENT_KINDS[Math.floor(i / EXTRA_CLIENT_WORDS.length) % EXTRA_CLIENT_KINDS.length]}${i >= 96 ? ` ${Math.floor(i / 96) + 1}` : ''}`;
    clientRows.push([i + 1, name, websiteOf(name), 'default', APPS.slice(0, 3 + (i % 3))]);
  }
  // apps is an array column: unnest cannot carry arrays of arrays, so clients go in with a VALUES list.
  for (const [id, name, website, brand, apps] of clientRows) {
    await ctx.db.query('INSERT INTO clients (id, name, website, brand, apps) VALUES ($1, $2, $3, $4, $5)', [
      id,
      name,
      website,
      brand,
      apps,
    ]);
  }
  ctx.clients = clientRows.map(([id, name]) => ({ id: id as number, name: name as string }));

  const team: unknown[][] = [];
  const photos: [number, Buffer][] = [];
  let memberId = 0;
  for (const client of ctx.clients) {
    TEAM_TITLES.forEach((title, t) => {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      memberId += 1;
      team.push([
        memberId,
        client.id,
        `${first} ${last}`,
        title,
        `${first}.${last}@beacon.test`.toLowerCase(),
        `+1 (312) 555-${String(1000 + memberId).slice(-4)}`,
        t === 0,
      ]);
      if (t === 0) photos.push([memberId, portraitPng((client.id * 47) % 360)]);
    });
  }
  await bulkInsert(
    ctx.db,
    'client_team_members',
    [
      ['id', 'int'],
      ['client_id', 'int'],
      ['name', 'text'],
      ['title', 'text'],
      ['email', 'text'],
      ['phone', 'text'],
      ['is_account_manager', 'bool'],
    ],
    team,
  );
  for (const [id, photo] of photos) {
    await ctx.db.query("UPDATE client_team_members SET photo = $2, photo_mime_type = 'image/png' WHERE id = $1", [
      id,
      photo,
    ]);
  }

  const groups: unknown[][] = [];
  const advertisers: unknown[][] = [];
  let stem = 0;
  for (const client of ctx.clients) {
    const groupIds: number[] = [];
    for (let g = 0; g < 2 + (client.id % 2); g++) {
      groups.push([groups.length + 1, client.id, GROUP_NAMES[(client.id + g) % GROUP_NAMES.length]]);
      groupIds.push(groups.length);
    }
    const count = 6 + (client.id % 3);
    for (let a = 0; a < count; a++) {
      const round = Math.floor(stem / ADVERTISER_STEMS.length);
      const name = `${ADVERTISER_STEMS[stem % ADVERTISER_STEMS.length]}${REGION_SUFFIX[round % REGION_SUFFIX.length]}${round >= REGION_SUFFIX.length ? ` ${round}` : ''}`;
      stem += 1;
      // Most advertisers sit in a group; one per client stays ungrouped.
      const groupId = a === count - 1 ? null : groupIds[a % groupIds.length]!;
      advertisers.push([advertisers.length + 1, client.id, groupId, name, websiteOf(name)]);
    }
  }
  await bulkInsert(
    ctx.db,
    'advertiser_groups',
    [
      ['id', 'int'],
      ['client_id', 'int'],
      ['name', 'text'],
    ],
    groups,
  );
  await bulkInsert(
    ctx.db,
    'advertisers',
    [
      ['id', 'int'],
      ['client_id', 'int'],
      ['group_id', 'int'],
      ['name', 'text'],
      ['website', 'text'],
    ],
    advertisers,
  );
  ctx.advertisers = advertisers.map(([id, clientId, groupId, name]) => ({
    id: id as number,
    clientId: clientId as number,
    groupId: groupId as number | null,
    name: name as string,
  }));
  await seedUsers(ctx, groups);
}

/** A made-up user's account: their type and role, their client, enabled or not, their privileges (an array literal). */
interface MadeUpUser {
  type: 'STANDARD' | 'INTERNAL';
  role: string;
  clientId: number | null;
  enabled: boolean;
  privileges: string;
}

async function seedUsers(ctx: SeedContext, groups: unknown[][]): Promise<void> {
  const { rng } = ctx;
  const clientId = (name?: string) => ctx.clients.find((c) => c.name === name)?.id ?? null;
  const users: unknown[][] = [];
  const links: unknown[][] = [];
  const groupLinks: unknown[][] = [];
  for (const account of SEEDED_ACCOUNTS) {
    const id = users.length + 1;
    const cid = clientId(account.clientName);
    users.push([
      id,
      account.username,
      account.email,
      account.firstName,
      account.lastName,
      account.type,
      account.role,
      cid,
      true,
      account.termsOfUseAccepted ? `${ctx.today}T08:00:00Z` : null,
      `{${account.privileges.join(',')}}`,
    ]);
    ctx.advertisers
      .filter((a) => a.clientId === cid)
      .slice(0, account.assignedAdvertisers ?? 0)
      .forEach((a) => links.push([id, a.id]));
    groups
      .filter((g) => g[1] === cid)
      .slice(0, account.assignedGroups ?? 0)
      .forEach((g) => groupLinks.push([id, g[0]]));
  }
  /**
   * A made-up person at a domain as a user of that type and role, who accepted the terms of use today: their names,
   * their user id (the next) and their email numbered by it. Their id.
   */
  const madeUpUser = (domain: string, { type, role, clientId, enabled, privileges }: MadeUpUser) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const id = users.length + 1;
    const email = `${first}.${last}${id}@${domain}`.toLowerCase();
    users.push([id, email, email, first, last, type, role, clientId, enabled, `${ctx.today}T08:00:00Z`, privileges]);
    return id;
  };
  // A few more people per client so that user management has something to manage (one disabled).
  for (const client of ctx.clients) {
    const domain = new URL(websiteOf(client.name)).hostname.replace(/^www\./, '');
    for (let u = 0; u < 4; u++) {
      const role = (['Admin', 'REPORTING_ONLY', 'FRANCHISEE', 'Admin'] as const)[u]!;
      const privileges =
        role === 'Admin' ? '{NOTIFICATIONS_READ,NOTIFICATION_PREFERENCES_WRITE,INVOICES_READ}' : '{NOTIFICATIONS_READ}';
      const id = madeUpUser(domain, { type: 'STANDARD', role, clientId: client.id, enabled: u !== 3, privileges });
      const own = ctx.advertisers.filter((a) => a.clientId === client.id);
      if (role === 'REPORTING_ONLY') links.push([id, own[own.length - 1]!.id]);
      if (role === 'FRANCHISEE') groupLinks.push([id, groups.find((g) => g[1] === client.id)![0]]);
    }
  }
  for (let i = 0; i < 3 * ctx.scale; i++) {
    const role = i % 3 === 0 ? 'PartnerSolutions' : 'BeaconStandard';
    const privileges = '{NOTIFICATIONS_READ,INVOICES_READ}';
    madeUpUser('beacon.test', { type: 'INTERNAL', role, clientId: null, enabled: i % 5 !== 4, privileges });
  }
  // privileges is an array column, which unnest cannot carry: users go in one by one (a few hundred at most).
  for (const row of users) {
    await ctx.db.query(
      `INSERT INTO users (id, username, email, first_name, last_name, type, role, client_id, enabled, terms_accepted_at, privileges)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[])`,
      row,
    );
  }
  await bulkInsert(
    ctx.db,
    'user_advertisers',
    [
      ['user_id', 'int'],
      ['advertiser_id', 'int'],
    ],
    links,
  );
  await bulkInsert(
    ctx.db,
    'user_advertiser_groups',
    [
      ['user_id', 'int'],
      ['group_id', 'int'],
    ],
    groupLinks,
  );
  ctx.userIds = users.map((u) => u[0] as number);
}
