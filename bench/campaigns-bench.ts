// pnpm bench campaigns: the campaigns list of Acme Outdoor (client 1) at seed scale 10 in Chromium (every campaign,
// the all filter), and what the campaigns remote costs a first visit; the product and its data as `npm start`
// serves them, seeded at scale 10 in the bench's own data directory.
import { freshDataDir, measureGridPage, startProduct } from './grid-bench';

const PORT = Number(process.env.BENCH_CAMPAIGNS_PORT ?? 8196);

export async function campaignsBench(): Promise<void> {
  const dir = freshDataDir('campaigns');
  const server = await startProduct(dir, PORT, { BEACON_SEED_SCALE: '10' });
  try {
    await measureGridPage(server.url, {
      path: '/clients/1/campaigns?filter=all',
      email: 'admin@acme.test',
      searchLabel: 'Search campaigns',
      countText: /^[\d,]+ campaigns$/,
      remote: 'campaigns',
      queries: ['summer', 'trail', 'ctv 2026', 'kayak', 'live', 'brand awareness'],
      gridTitle: (count) => `Campaigns list at seed scale 10, ${count} of client 1 (all)`,
      loadRow: 'sign-in click to every campaign in the grid',
    });
  } finally {
    await server.stop();
  }
}
