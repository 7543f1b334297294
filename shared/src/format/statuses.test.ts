import { campaignStatusLabel, compareCampaignStatus } from './statuses';

it('shows Draft as Pre-Launch and every other status as it is', () => {
  expect(campaignStatusLabel('Draft')).toBe('Pre-Launch');
  expect(campaignStatusLabel('Live')).toBe('Live');
});

it('sorts statuses in the display order: Blocked, Paused, Live, Pending, Draft, ...', () => {
  const statuses = ['Completed', 'Draft', 'Live', 'Blocked', 'Pending', 'Paused'] as const;
  expect([...statuses].sort(compareCampaignStatus)).toEqual([
    'Blocked',
    'Paused',
    'Live',
    'Pending',
    'Draft',
    'Completed',
  ]);
});
