import type { Dimension } from './dimensions';

/** What a report asks the semantic layer, which query.ts turns into SQL over the rollups. */
export interface ReportFilter {
  campaignIds?: number[];
  advertiserIds?: number[];
  dateRange?: { startDate: string; endDate: string };
  platforms?: string[];
  platformAdTypes?: string[];
  platformLineItemIds?: number[];
  platformPixelNames?: string[];
  /** Xandr conversion pixels: only Xandr line items reporting to one of them. */
  xandrPixelIds?: number[];
  /** Adomni (DOOH) campaigns, each an Adomni line item: only those. */
  adomniCampaignIds?: number[];
  /** Only line items with a conversion pixel. */
  withPixel?: boolean;
}

export interface ReportQuery extends ReportFilter {
  groupBy: Dimension[];
  /** An extra figure, computed from the same sums, returned as `objective`. */
  objectiveSql?: string;
  limit?: number;
}

/** A result row: each group's dimensions and figures by name (the wire's ResultRow). */
export type Row = Record<string, string | number | null>;
