import { Type } from 'typebox';
import { INVOICE_STATUSES } from '../../semantic/enumerations';
import { Nullable, oneOf } from '../../kernel/http/schemas';

export const InvoiceStatus = oneOf(INVOICE_STATUSES);

export const Invoice = Type.Object({
  id: Type.Integer(),
  docNumber: Type.String(),
  totalAmount: Type.Number(),
  balance: Type.Number(),
  transactionDate: Type.String(),
  dueDate: Type.String(),
  status: InvoiceStatus,
  advertiserId: Nullable(Type.Integer()),
  advertiserName: Type.String(),
  customerName: Type.String(),
  campaignId: Nullable(Type.Integer()),
  campaignName: Type.String(),
});

export const InvoiceMetrics = Type.Object({
  countOverdue: Type.Integer(),
  countOpen: Type.Integer(),
  countPaid: Type.Integer(),
  totalBalance: Type.Number(),
  overdueBalance: Type.Number(),
  totalInvoiced: Type.Number(),
});
