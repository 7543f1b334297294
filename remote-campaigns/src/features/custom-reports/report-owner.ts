/** Custom reports hang on a campaign (create and delete) or an advertiser (read only at the hub). */
export type ReportOwner = { kind: 'advertiser'; id: number } | { kind: 'campaign'; id: number };

export const customReportsPath = (clientId: number, owner: ReportOwner) =>
  `/clients/${clientId}/${owner.kind === 'advertiser' ? 'advertisers' : 'campaigns'}/${owner.id}/custom-reports`;
