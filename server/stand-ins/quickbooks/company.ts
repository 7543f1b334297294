import { createHash } from 'node:crypto';

/**
 * A QuickBooks Online company as the stand-in holds it, shaped as Intuit's Accounting API v3 answers its entities:
 * a Customer (Id, DisplayName, CompanyName, Active, MetaData) and an Invoice (Id, DocNumber, TxnDate, DueDate,
 * CustomerRef, Line[] of SalesItemLineDetail lines and a SubTotalLineDetail line, TxnTaxDetail, TotalAmt, Balance,
 * CurrencyRef, MetaData). Amounts are JSON numbers, dates `YYYY-MM-DD`, times ISO 8601 with an offset.
 */
export interface Customer {
  Id: string;
  SyncToken: string;
  DisplayName: string;
  CompanyName?: string;
  Active: boolean;
  MetaData: { CreateTime: string; LastUpdatedTime: string };
}

export interface SalesLine {
  Id: string;
  LineNum: number;
  Description?: string;
  Amount: number;
  DetailType: 'SalesItemLineDetail';
  SalesItemLineDetail: { ItemRef: { value: string; name: string }; UnitPrice: number; Qty: number };
}

export interface SubTotalLine {
  Amount: number;
  DetailType: 'SubTotalLineDetail';
  SubTotalLineDetail: Record<string, never>;
}

export interface Invoice {
  Id: string;
  SyncToken: string;
  DocNumber?: string;
  TxnDate: string;
  DueDate: string;
  CustomerRef: { value: string; name?: string };
  Line: (SalesLine | SubTotalLine)[];
  TxnTaxDetail: { TotalTax: number };
  TotalAmt: number;
  Balance: number;
  CurrencyRef: { value: string; name: string };
  PrivateNote?: string;
  MetaData: { CreateTime: string; LastUpdatedTime: string };
}

export interface Company {
  realmId: string;
  name: string;
  customers: Customer[];
  invoices: Invoice[];
  /** Invoices deleted by a bookkeeper: what change data capture reports as `status: "Deleted"`. */
  deleted?: { Id: string; LastUpdatedTime: string }[];
}

export interface CompanyPlan {
  customers?: number;
  invoices?: number;
  /** The customers' names, in order (generated ones otherwise). */
  customerNames?: string[];
}

const DAY = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
/** QuickBooks writes times with the company's offset; the stand-in's companies keep UTC. */
export const qboTime = (t: number) => new Date(t).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const round = (n: number) => Math.round(n * 100) / 100;

const ITEMS = ['Paid social', 'Paid search', 'Connected TV', 'Programmatic display', 'Agency fee'];

/** One invoice's lines and totals: quantity × rate per line, a subtotal, and sales tax on some. */
export function invoiceLines(seed: number, lines: number, taxRate: number) {
  const sales: SalesLine[] = Array.from({ length: lines }, (_, n) => {
    const qty = 1 + ((seed + n * 7) % 4);
    const rate = 250 + ((seed * 37 + n * 113) % 40) * 25;
    return {
      Id: String(n + 1),
      LineNum: n + 1,
      Description: `${ITEMS[(seed + n) % ITEMS.length]} services`,
      Amount: round(qty * rate),
      DetailType: 'SalesItemLineDetail',
      SalesItemLineDetail: {
        ItemRef: { value: String(1 + ((seed + n) % ITEMS.length)), name: ITEMS[(seed + n) % ITEMS.length]! },
        UnitPrice: rate,
        Qty: qty,
      },
    };
  });
  const subtotal = round(sales.reduce((sum, l) => sum + l.Amount, 0));
  const tax = round(subtotal * taxRate);
  return {
    Line: [...sales, { Amount: subtotal, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} } as SubTotalLine],
    tax,
    total: round(subtotal + tax),
  };
}

/**
 * A company made from its realm id, the same on every run: customers, and invoices spread over the last four months
 * (due 30 days after issue), some paid, some partly paid, some with sales tax.
 */
export function generatedCompany(realmId: string, plan: CompanyPlan = {}, now = Date.now()): Company {
  const h = createHash('sha256').update(realmId).digest();
  const customerCount = plan.customers ?? 4;
  const created = qboTime(now - 200 * DAY);
  const customers: Customer[] = Array.from({ length: customerCount }, (_, i) => ({
    Id: String(58 + i),
    SyncToken: '0',
    DisplayName: plan.customerNames?.[i] ?? `Customer ${h[i % h.length]! + i}`,
    Active: true,
    MetaData: { CreateTime: created, LastUpdatedTime: created },
  }));
  for (const c of customers) c.CompanyName = c.DisplayName;
  const invoices: Invoice[] = Array.from({ length: plan.invoices ?? 24 }, (_, i) => {
    const seed = h[i % h.length]! + i;
    const issued = now - ((i * 11) % 120) * DAY;
    const { Line, tax, total } = invoiceLines(seed, 1 + (seed % 3), i % 4 === 0 ? 0.08 : 0);
    const customer = customers[i % customers.length]!;
    const paid = i % 7 === 0 || i % 7 === 3 ? total : i % 5 === 2 ? round(total / 2) : 0;
    return {
      Id: String(130 + i),
      SyncToken: '0',
      DocNumber: String(1001 + i),
      TxnDate: day(issued),
      DueDate: day(issued + 30 * DAY),
      CustomerRef: { value: customer.Id, name: customer.DisplayName },
      Line,
      TxnTaxDetail: { TotalTax: tax },
      TotalAmt: total,
      Balance: round(total - paid),
      CurrencyRef: { value: 'USD', name: 'United States Dollar' },
      MetaData: { CreateTime: qboTime(issued), LastUpdatedTime: qboTime(issued) },
    };
  });
  return { realmId, name: `Company ${realmId}`, customers, invoices };
}
