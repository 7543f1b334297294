import { FAKE_AMOUNTS, FAKE_CAMPAIGNS, FAKE_COMPANIES, FAKE_PEOPLE } from './fakes';
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
    expect(FAKE_AMOUNTS).toContain(row!.budget);
    expect(FAKE_AMOUNTS).toContain(row!.deliveredBudget);
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

  it('reads a plain name by what holds it: a client list holds companies', () => {
    const scrubbed = createScrubber('k').scrub(
      { data: [{ id: 1, name: 'Acme Outdoor', label: 'Acme Outdoor' }] },
      '/clients',
    );
    expect(FAKE_COMPANIES).toContain(scrubbed.data[0]!.name);
    expect(scrubbed.data[0]!.label).toBe(scrubbed.data[0]!.name);
  });
});
