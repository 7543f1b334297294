import { campaignStatusLabel } from './statuses';

it('shows Draft as Pre-Launch and every other status as it is', () => {
  expect(campaignStatusLabel('Draft')).toBe('Pre-Launch');
  expect(campaignStatusLabel('Live')).toBe('Live');
});
