import { FAKE_CAMPAIGNS, FAKE_COMPANIES, FAKE_EMAILS, FAKE_PEOPLE, FAKE_WEBSITES } from './fakes';
import { createScrubber } from './scrubber';

const campaigns = {
  data: [
    {
      id: 7,
      name: 'Spring Trail Launch',
      advertiserName: 'Peak Performance Apparel',
      advertiserWebsite: 'https://www.peakperformance.com',
      budget: 125000,
      deliveredBudget: 40210.5,
      status: 'Live',
      daysRemaining: 12,
    },
    {
      id: 8,
      name: 'Spring Trail Launch',
      advertiserName: 'Peak Performance Apparel',
      budget: 125000,
      status: 'Paused',
    },
  ],
  page: { page: 1, pageSize: 25, total: 2 },
};

describe('the demo-mode scrubber', () => {
  it('replaces names, websites and amounts, and keeps everything else', () => {
    const scrubbed = createScrubber('session-a').scrub(campaigns, '/clients/1/campaigns');
    const [row] = scrubbed.data;
    expect(FAKE_CAMPAIGNS).toContain(row!.name);
    expect(FAKE_COMPANIES).toContain(row!.advertiserName);
    expect(row!.advertiserWebsite).toMatch(/\.example$/);
    expect(row!.budget).not.toBe(125000);
    expect(row!.deliveredBudget! / row!.budget).toBe(40210.5 / 125000);
    expect(row).toMatchObject({ id: 7, status: 'Live', daysRemaining: 12 });
    expect(scrubbed.page).toEqual(campaigns.page);
  });

  it('gives the same real value the same fake for the whole session', () => {
    const scrubber = createScrubber('session-a');
    const [first, second] = scrubber.scrub(campaigns, '/clients/1/campaigns').data;
    expect(second!.name).toBe(first!.name);
    expect(second!.budget).toBe(first!.budget);
    const again = scrubber.scrub({ data: { campaignName: 'Spring Trail Launch' } }, '/clients/1/campaigns/7');
    expect(again.data.campaignName).toBe(first!.name);
  });

  it('draws other fakes in another session', () => {
    const names = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => createScrubber(key).fake('company', 'Acme Outdoor')),
    );
    expect(names.size).toBeGreaterThan(1);
  });

  it('scrubs people, emails and phones inside users and free text', () => {
    const scrubbed = createScrubber('k').scrub(
      {
        data: {
          firstName: 'Ada',
          lastName: 'Admin',
          email: 'admin@acme.test',
          notes: 'Call 312-555-0188 or write to ops@acme.test',
        },
      },
      '/users/me',
    );
    expect(FAKE_PEOPLE.some((name) => name.startsWith(scrubbed.data.firstName))).toBe(true);
    expect(scrubbed.data.email).toMatch(/@example\.com$/);
    expect(scrubbed.data.notes).not.toMatch(/312-555-0188|acme\.test/);
  });

  it('reads a plain name by what holds it: a client list holds companies; a label is never replaced', () => {
    const scrubbed = createScrubber('k').scrub(
      { data: [{ id: 1, name: 'Acme Outdoor', metric: { key: 'impressions', label: 'Impressions' } }] },
      '/clients',
    );
    expect(FAKE_COMPANIES).toContain(scrubbed.data[0]!.name);
    expect(scrubbed.data[0]!.metric).toEqual({ key: 'impressions', label: 'Impressions' });
  });

  it("builds a person's names and email from the same fake person", () => {
    const scrubber = createScrubber('k', {
      ownerOfEmail: (email) => (email === 'ada@acme.test' ? 'Ada Admin' : undefined),
    });
    const user = scrubber.scrub(
      { data: { firstName: 'Ada', lastName: 'Admin', email: 'ada@acme.test', username: 'ada@acme.test' } },
      '/clients/1/users/4',
    ).data;
    const fake = `${user.firstName} ${user.lastName}`;
    expect(FAKE_PEOPLE).toContain(fake);
    expect(user.email).toBe(FAKE_EMAILS[FAKE_PEOPLE.indexOf(fake)]);
    expect(user.username).toBe(user.email);
    // The same person seen by name alone, or by email alone, is the same fake person.
    expect(scrubber.scrub({ data: [{ name: 'Ada Admin' }] }, '/clients/1/team').data[0]!.name).toBe(fake);
    expect(scrubber.fake('email', 'ada@acme.test')).toBe(user.email);
  });

  it("gives a company's website from the same fake company as its name", () => {
    const advertiser = createScrubber('k').scrub(
      { data: { name: 'Peak Performance Apparel', website: 'https://www.peakperformance.com' } },
      '/clients/1/advertisers/3',
    ).data;
    expect(advertiser.website).toBe(FAKE_WEBSITES[FAKE_COMPANIES.indexOf(advertiser.name)]);
  });

  it('scales amounts and volumes by one factor per client: ratios, sums and cumulative series hold', () => {
    const scrubber = createScrubber('k');
    const real = {
      data: {
        budget: 1000,
        deliveredSpend: 416.37,
        impressions: 120000,
        clicks: 240,
        ctr: 0.002,
        pacingPercent: 41.6,
        total: 3,
        series: [100.1, 250.25, 250.25, 400].map((cumulativeSpend, day) => ({ day, cumulativeSpend })),
        channels: [
          { channel: 'Display', spend: 116.37 },
          { channel: 'Video', spend: 300 },
        ],
      },
    };
    const shown = scrubber.scrub(real, '/clients/1/campaigns/7/pacing').data;
    const factor = shown.budget / real.data.budget;
    expect(Number.isInteger(factor) && factor > 1).toBe(true);
    expect(shown.deliveredSpend).toBeCloseTo(416.37 * factor, 9);
    expect(shown.impressions).toBe(120000 * factor);
    expect(shown.clicks / shown.impressions).toBe(real.data.clicks / real.data.impressions);
    expect((shown.deliveredSpend / shown.impressions) * 1000).toBeCloseTo(
      (real.data.deliveredSpend / real.data.impressions) * 1000,
      12,
    );
    expect(shown).toMatchObject({ ctr: 0.002, pacingPercent: 41.6, total: 3 });
    expect(shown.channels[0]!.spend + shown.channels[1]!.spend).toBeCloseTo(shown.deliveredSpend, 9);
    const cumulative = shown.series.map((point) => point.cumulativeSpend);
    expect(cumulative).toEqual([...cumulative].sort((a, b) => a - b));
    expect(shown.channels.map((c) => c.channel)).toEqual(['Display', 'Video']);
    // Every figure of one client has the one factor; a row names its client when the path does not.
    expect(scrubber.scrub({ data: { totalAmount: 10 } }, '/clients/1/invoices').data.totalAmount).toBe(10 * factor);
    const rows = scrubber.scrub({ data: [{ clientId: 1, budget: 1000 }] }, '/campaigns').data;
    expect(rows[0]!.budget).toBe(shown.budget);
  });

  it('keeps a cost per unit as real, since the money and the volume it divides are scaled alike', () => {
    const real = { spend: 1200, conversions: 40, costPerConversion: 30, cost_per_conversion: 30, cpc: 1.5, cpm: 4.2 };
    const scrubbed = createScrubber('session-a').scrub({ data: real }, '/clients/1/campaigns/7/report').data;
    expect(scrubbed.spend).not.toBe(1200);
    expect(scrubbed.spend / scrubbed.conversions).toBe(30);
    expect(scrubbed).toMatchObject({ costPerConversion: 30, cost_per_conversion: 30, cpc: 1.5, cpm: 4.2 });
  });
});
