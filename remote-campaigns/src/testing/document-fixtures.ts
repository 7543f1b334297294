import type { AdfireMonitoring } from '../features/adfire/adfire-types';
import type { CustomReport } from '../features/custom-reports/custom-report-types';
import type { DocumentFile } from '../features/documents/document-types';

export const documentFile = (fields: Partial<DocumentFile>): DocumentFile => ({
  id: 1,
  name: 'Insertion Order.pdf',
  parsedFileName: 'Insertion Order.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 120_000,
  advertiserId: 1,
  campaignId: 11,
  properties: {},
  createdAt: '2026-03-02T10:00:00Z',
  updatedAt: '2026-03-05T10:00:00Z',
  ...fields,
});

export const DOCUMENTS: DocumentFile[] = [
  documentFile({
    id: 2,
    name: 'Media Plan Q2.xlsx',
    parsedFileName: 'Media Plan Q2.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    createdAt: '2026-04-11T10:00:00Z',
    updatedAt: '2026-04-11T10:00:00Z',
  }),
  documentFile({ id: 1 }),
];

export const CUSTOM_REPORTS: CustomReport[] = [
  {
    id: 5,
    name: 'Brand Lift Study',
    url: 'https://reports.example/brand-lift',
    description: 'Survey results',
    destination: 'ADVERTISER_DASHBOARD',
    advertiserId: 1,
    campaignId: 11,
    createdAt: '2026-03-03T10:00:00Z',
  },
];

export const ADFIRE: AdfireMonitoring = {
  from: '2026-05-08',
  to: '2026-05-09',
  anomalyDays: 1,
  countByKind: { NO_DELIVERY: 1 },
  days: [
    {
      day: '2026-05-09',
      spend: 0,
      expectedSpend: 543.48,
      impressions: 0,
      clicks: 0,
      ctr: null,
      viewability: null,
      anomalies: [{ kind: 'NO_DELIVERY', severity: 'high', message: 'No impressions served on a flight day' }],
    },
    {
      day: '2026-05-08',
      spend: 560.1,
      expectedSpend: 543.48,
      impressions: 44000,
      clicks: 70,
      ctr: 0.0016,
      viewability: 0.71,
      anomalies: [],
    },
  ],
};
