/**
 * QuickBooks Online's entities as the Accounting API v3 sends them (JSON, `Accept: application/json`): only the
 * fields Billing reads. Amounts are JSON numbers, dates `YYYY-MM-DD`, times ISO 8601 with an offset.
 */
export interface QboRef {
  value: string;
  name?: string;
}

export interface QboLine {
  Id?: string;
  LineNum?: number;
  Description?: string;
  Amount?: number;
  DetailType?: string;
  SalesItemLineDetail?: { ItemRef?: QboRef; UnitPrice?: number; Qty?: number };
  DiscountLineDetail?: { PercentBased?: boolean; DiscountPercent?: number };
}

export interface QboInvoice {
  Id: string;
  DocNumber?: string;
  TxnDate?: string;
  DueDate?: string;
  CustomerRef?: QboRef;
  Line?: QboLine[];
  TxnTaxDetail?: { TotalTax?: number };
  TotalAmt?: number;
  Balance?: number;
  PrivateNote?: string;
  CustomerMemo?: { value?: string };
  MetaData?: { CreateTime?: string; LastUpdatedTime?: string };
}

export interface QboCustomer {
  Id: string;
  DisplayName?: string;
  CompanyName?: string;
  Active?: boolean;
}

/** One error of a fault: `Fault.Error[]` (or the gateway's lower-case `fault.error[]`). */
export interface QboFaultError {
  Message?: string;
  Detail?: string;
  code?: string;
  message?: string;
  detail?: string;
}

export interface QboFaultBody {
  Fault?: { Error?: QboFaultError[]; type?: string };
  fault?: { error?: QboFaultError[]; type?: string };
}

export interface QueryPage<E> {
  QueryResponse?: Record<string, E[] | number | undefined> & { startPosition?: number; maxResults?: number };
}

/** Change data capture's answer: per entity asked, the changed ones in full and the deleted ones as `status: "Deleted"`. */
export interface CdcPage {
  CDCResponse?: { QueryResponse?: Record<string, { Id?: string; status?: string }[] | number | undefined>[] }[];
}
