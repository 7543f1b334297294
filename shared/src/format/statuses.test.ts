import {
  CAMPAIGN_STATUSES,
  campaignStatusLabel,
  compareCampaignStatus,
  compareInvoices,
  isExcludedCampaignStatus,
} from './statuses';

describe('campaign statuses', () => {
  it('lists statuses in display order, with Draft shown as Pre-Launch', () => {
    expect(CAMPAIGN_STATUSES.map(campaignStatusLabel)).toEqual([
      'Blocked',
      'Paused',
      'Live',
      'Pending',
      'Pre-Launch',
      'Deal',
      'Completed',
      'Cancelled',
    ]);
  });

  it('reads the status however the API spells it', () => {
    expect(campaignStatusLabel('DRAFT')).toBe('Pre-Launch');
    expect(campaignStatusLabel('live')).toBe('Live');
    expect(campaignStatusLabel('ON_HOLD')).toBe('ON_HOLD');
    expect(campaignStatusLabel(null)).toBe('');
  });

  it('sorts campaigns by status in display order, unknown statuses last', () => {
    const sorted = ['Completed', 'UNKNOWN', 'Live', 'Blocked', 'Draft'].sort(compareCampaignStatus);
    expect(sorted).toEqual(['Blocked', 'Live', 'Draft', 'Completed', 'UNKNOWN']);
  });

  it('knows Closed Won is always left out', () => {
    expect(isExcludedCampaignStatus('Closed Won')).toBe(true);
    expect(isExcludedCampaignStatus('CLOSED_WON')).toBe(true);
    expect(isExcludedCampaignStatus('Completed')).toBe(false);
  });
});

describe('invoice order', () => {
  it('puts overdue invoices first, then open, then paid, each by transaction date', () => {
    const invoices = [
      { id: 1, status: 'Paid', transactionDate: '2026-01-10' },
      { id: 2, status: 'Open', transactionDate: '2026-03-01' },
      { id: 3, status: 'Overdue', transactionDate: '2026-02-01' },
      { id: 4, status: 'Open', transactionDate: '2026-01-15' },
      { id: 5, status: 'Overdue', transactionDate: '2026-01-05' },
      { id: 6, status: 'Open', transactionDate: null },
      { id: 7, status: 'Void', transactionDate: '2025-01-01' },
    ];
    expect([...invoices].sort(compareInvoices).map((invoice) => invoice.id)).toEqual([5, 3, 4, 2, 6, 1, 7]);
  });

  it('reads upper-case statuses too', () => {
    expect(compareInvoices({ status: 'OVERDUE' }, { status: 'paid' })).toBeLessThan(0);
  });
});
