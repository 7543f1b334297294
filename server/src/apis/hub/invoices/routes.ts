import { Type } from 'typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import { binaryResponse, ClientParams, Id, PageQuery, SearchText } from '../../../kernel/http/schemas';
import { operations } from '../../../kernel/http/operation';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { InvoiceStatus, Invoice, InvoiceMetrics } from '../../../domains/invoices/schemas';
import { attachment } from '../../../domains/files/upload';
import { invoicePdf } from '../../../domains/invoices/pdf';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { demoOf } from '../../../domains/demo/demo-scrub';
import { invoiceById, invoiceLines, invoiceMetrics, listInvoices } from '../../../domains/invoices/queries';
import { DEFAULTS } from '../../../kernel/config/environment';
import { paymentDetailsOf } from '../../../kernel/config/payment-details';
import { BILLING } from '../../../kernel/access/requirements';
import { brandOfClient } from '../../../kernel/mail/brand';

export async function invoiceRoutes(api: Api, { db, fileStore, paymentDetails }: ApiDeps) {
  const operation = operations(api, ['Invoices']);
  const payment = paymentDetails ?? paymentDetailsOf(DEFAULTS);
  operation.readPage(
    '/clients/:clientId/invoices',
    {
      operationId: 'listInvoices',
      requires: BILLING,
      params: ClientParams,
      querystring: Type.Object({
        statuses: Type.Optional(Type.Array(InvoiceStatus, { maxItems: 3 })),
        search: Type.Optional(SearchText),
        advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
        ...PageQuery,
      }),
      returns: Invoice,
      refuses: [403],
    },
    (request, limit, offset) => listInvoices(db, scopeOf(request), { ...request.query, limit, offset }),
  );

  operation.read(
    '/clients/:clientId/invoices/metrics',
    {
      operationId: 'getInvoiceMetrics',
      requires: BILLING,
      params: ClientParams,
      returns: InvoiceMetrics,
      refuses: [403],
    },
    (request) => invoiceMetrics(db, scopeOf(request)),
  );

  operation.get(
    '/clients/:clientId/invoices/:invoiceId/pdf',
    {
      operationId: 'downloadInvoicePdf',
      requires: BILLING,
      params: Type.Object({ clientId: Id, invoiceId: Id }),
      returns: binaryResponse('application/pdf'),
      refuses: [403],
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { pdfStorageKey, clientId, ...invoice } = await invoiceById(db, scope, request.params.invoiceId);
      const lines = (await invoiceLines(db, scope, [invoice.id])).map(({ invoiceId: _, ...line }) => line);
      const real = { ...invoice, lines };
      // In demo mode the document is made from the same scrubbed values the invoice's JSON shows.
      const demo = demoOf(db, request);
      const shown = demo ? await demo.json(real, 'invoices') : real;
      if (demo) reply.header(DEMO_HEADER, 'scrubbed');
      // The agency's own PDF when its accounting sent one (the ingestion API); otherwise made from the invoice.
      const stored = !demo && pdfStorageKey ? await fileStore.read(pdfStorageKey) : null;
      // Made in the brand of the invoice's client, as its portal shows it (one set in Administration › Brands first).
      const pdf = stored ?? (await invoicePdf(shown, { brand: await brandOfClient(db, clientId), payment }));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`${shown.docNumber}.pdf`))
        .send(pdf);
    },
  );
}
