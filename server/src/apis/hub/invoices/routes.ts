import { Type } from '@fastify/type-provider-typebox';
import { scopeOf } from '../../../kernel/access/path-guard';
import {
  binaryResponse,
  ClientParams,
  Data,
  ErrorBody,
  errors,
  Id,
  PagedData,
  PageQuery,
  SearchText,
  fetchPage,
} from '../../../kernel/http/schemas';
import type { Api } from '../../../kernel/http/types';
import type { ApiDeps } from '../deps';
import { InvoiceStatus, Invoice, InvoiceMetrics } from '../../../domains/invoices/schemas';
import { attachment } from '../../../domains/files/upload';
import { invoicePdf } from '../../../domains/invoices/pdf';
import { DEMO_HEADER } from '@beacon/shared/demo';
import { demoOf } from '../../../domains/demo/demo-scrub';
import { invoiceById, invoiceMetrics, listInvoices } from '../../../domains/invoices/queries';
import { BILLING } from '../../../kernel/access/requirements';

export async function invoiceRoutes(api: Api, { db, fileStore }: ApiDeps) {
  const tags = ['Invoices'];
  const withForbidden = { ...errors, 403: ErrorBody };
  api.get(
    '/clients/:clientId/invoices',
    {
      config: { requires: BILLING },
      schema: {
        tags,
        operationId: 'listInvoices',
        params: ClientParams,
        querystring: Type.Object({
          statuses: Type.Optional(Type.Array(InvoiceStatus, { maxItems: 3 })),
          search: Type.Optional(SearchText),
          advertiserIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
          ...PageQuery,
        }),
        response: { 200: PagedData(Invoice), ...withForbidden },
      },
    },
    async (request) => {
      return fetchPage(request.query, (limit, offset) =>
        listInvoices(db, scopeOf(request), { ...request.query, limit, offset }),
      );
    },
  );

  api.get(
    '/clients/:clientId/invoices/metrics',
    {
      config: { requires: BILLING },
      schema: {
        tags,
        operationId: 'getInvoiceMetrics',
        params: ClientParams,
        response: { 200: Data(InvoiceMetrics), ...withForbidden },
      },
    },
    async (request) => {
      return { data: await invoiceMetrics(db, scopeOf(request)) };
    },
  );

  api.get(
    '/clients/:clientId/invoices/:invoiceId/pdf',
    {
      config: { requires: BILLING },
      schema: {
        tags,
        operationId: 'downloadInvoicePdf',
        params: Type.Object({ clientId: Id, invoiceId: Id }),
        response: { 200: binaryResponse('application/pdf'), ...withForbidden },
      },
    },
    async (request, reply) => {
      const { pdfStorageKey, ...real } = await invoiceById(db, scopeOf(request), request.params.invoiceId);
      // In demo mode the document is made from the same scrubbed values the invoice's JSON shows.
      const demo = demoOf(db, request);
      const invoice = demo ? await demo.json(real, 'invoices') : real;
      if (demo) reply.header(DEMO_HEADER, 'scrubbed');
      // The agency's own PDF when its accounting sent one (the ingestion API); otherwise made from the invoice.
      const stored = !demo && pdfStorageKey ? await fileStore.read(pdfStorageKey) : null;
      const pdf = stored ?? (await invoicePdf(invoice));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`${invoice.docNumber}.pdf`))
        .send(pdf);
    },
  );
}
