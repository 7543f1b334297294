import type { RemoteOutline } from '@beacon/shared/contract';
import { appShellHtml, rememberBrand, rememberedProductName, rememberHeadings, shellTitle } from './app-shell';

const campaigns: RemoteOutline = {
  remote: 'campaigns',
  title: 'Campaigns',
  contractVersion: '1.0.0',
  routes: [
    { scope: 'client', path: 'campaigns', title: 'Campaigns', description: 'Budgets & <flights> of every campaign.' },
    { scope: 'client', path: 'campaigns/:campaignId', title: 'Campaign' },
  ],
};

describe('the app shell drawn before the app starts', () => {
  beforeEach(() => localStorage.clear());

  it('draws the heading of a route that has one, kept from the registry outlines, in the brand ink', () => {
    rememberHeadings([campaigns, undefined]);
    rememberBrand({ name: 'Northwind Fitness', ink: '#12281d' });
    const html = appShellHtml('/clients/7/campaigns');
    expect(html).toContain('<h2>Campaigns</h2>');
    expect(html).toContain('<p>Budgets &amp; &lt;flights&gt; of every campaign.</p>');
    expect(html).toContain('background:#12281d');
  });

  it('draws nothing where the heading depends on data, or before any start kept the headings', () => {
    expect(appShellHtml('/clients/7/campaigns')).toBeNull();
    rememberHeadings([campaigns]);
    expect(appShellHtml('/clients/7/campaigns/12')).toBeNull();
    expect(appShellHtml('/profile')).toBeNull();
  });

  it('survives what another version left in storage', () => {
    localStorage.setItem('beacon:app-shell', 'not json');
    expect(appShellHtml('/clients/7/campaigns')).toBeNull();
    rememberHeadings([campaigns]);
    expect(appShellHtml('/clients/7/campaigns')).toContain('Campaigns');
  });

  it("titles the tab with the brand this host showed last, not the page's static 'Beacon'", () => {
    expect(shellTitle('/clients/7/campaigns')).toBeNull();
    expect(rememberedProductName()).toBe('Beacon');
    rememberBrand({ name: 'Northwind Fitness', ink: '#12281d' });
    expect(rememberedProductName()).toBe('Northwind Fitness');
    expect(shellTitle('/clients/7/campaigns/12')).toBe('Northwind Fitness');
    rememberHeadings([campaigns]);
    expect(shellTitle('/clients/7/campaigns')).toBe('Northwind Fitness - Campaigns');
  });
});
