/** Custom reports hang on a campaign (create and delete) or an advertiser (read only at the hub). */
export type ReportOwner = { kind: 'advertiser'; id: number } | { kind: 'campaign'; id: number };
