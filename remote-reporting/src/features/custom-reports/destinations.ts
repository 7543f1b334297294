import type { NewCustomReport } from './create-custom-report';

/** Where a custom report's link is shown, in the product's words. */
export const DESTINATIONS: Record<NewCustomReport['destination'], string> = {
  ADVERTISER_OVERVIEW: 'Advertiser overview',
  ADVERTISER_DASHBOARD: 'Advertiser dashboard',
  CLIENT_DASHBOARD: 'Client dashboard',
};
export const destinationLabel = (value: string) => DESTINATIONS[value as NewCustomReport['destination']] ?? value;
