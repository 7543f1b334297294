import { anInvoice } from '@beacon/shared/testing';
import type { TeamMember } from '../features/account-manager/get-account-manager';
import type { Invoice, InvoiceMetrics } from '../features/invoices/invoice';
import type { Product, ProductCategory } from '../features/products/product';

export const invoice = (fields: Partial<Invoice>): Invoice => anInvoice(fields);

/** In the server's order (Overdue, Open, Paid; newest first within a status), with its fallbacks applied. */
export const INVOICES: Invoice[] = [
  invoice({
    id: 3,
    docNumber: 'INV-100003',
    status: 'Overdue',
    balance: 4500,
    totalAmount: 4500,
    transactionDate: '2026-01-10',
    advertiserId: null,
    advertiserName: 'Acme Outdoor (Agency Services Retainer)',
    customerName: 'Acme Outdoor (Agency Services Retainer)',
    campaignId: null,
    campaignName: 'N/A',
  }),
  invoice({
    id: 2,
    docNumber: 'INV-100002',
    status: 'Open',
    balance: 2500.5,
    totalAmount: 2500.5,
    transactionDate: '2026-02-20',
    advertiserName: 'Summit Coffee',
  }),
  invoice({
    id: 4,
    docNumber: 'INV-100004',
    status: 'Open',
    balance: 900,
    totalAmount: 900,
    transactionDate: '2026-02-01',
  }),
  invoice({ id: 1, docNumber: 'INV-100001', status: 'Paid', transactionDate: '2026-03-01' }),
];

export const METRICS: InvoiceMetrics = {
  countOverdue: 1,
  countOpen: 2,
  countPaid: 1,
  totalBalance: 7900.5,
  overdueBalance: 4500,
  totalInvoiced: 8900.5,
};

export const TEAM: TeamMember[] = [
  {
    id: 2,
    name: 'Casey Park',
    title: 'Media Planner',
    email: 'casey@beacon.test',
    phone: null,
    isAccountManager: false,
    hasPhoto: false,
  },
  {
    id: 1,
    name: 'Jordan Blake',
    title: 'Account Manager',
    email: 'jordan@beacon.test',
    phone: '+1 312 555 0100',
    isAccountManager: true,
    hasPhoto: false,
  },
];

export const CATEGORIES: ProductCategory[] = [
  { id: 1, slug: 'programmatic', name: 'Programmatic', description: 'Audience-targeted display.', productCount: 2 },
  { id: 2, slug: 'paid-search', name: 'Paid Search', description: 'Google Ads search.', productCount: 1 },
];

const programmatic = { id: 1, slug: 'programmatic', name: 'Programmatic' };
export const PRODUCTS: Product[] = [
  {
    id: 1,
    name: 'Native Advertising',
    description: 'In-feed placements.',
    pricing: 'CPM',
    startingPrice: 8,
    category: programmatic,
  },
  {
    id: 2,
    name: 'Online Video',
    description: 'Pre-roll with completion guarantees.',
    pricing: 'CPM',
    startingPrice: 18,
    category: programmatic,
  },
  {
    id: 3,
    name: 'Google Ads Management',
    description: 'Keyword strategy.',
    pricing: 'Percent of spend',
    startingPrice: 15,
    category: { id: 2, slug: 'paid-search', name: 'Paid Search' },
  },
];
