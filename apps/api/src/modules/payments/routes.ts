import { languages } from '@motorpool/domain/locale-lists';
import {
  activityPage,
  activityQuery,
  id,
  oneOf,
  strictObject,
} from '@motorpool/domain/schemas/common';
import {
  customerPaymentListView,
  customerPaymentView,
  paymentCreateSchema,
  paymentListView,
  paymentProcessSchema,
  paymentRefundSchema,
  paymentTotalsView,
  paymentView,
} from '@motorpool/domain/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '@motorpool/domain/list-query';
import { viewFor } from '../../lib/audience.ts';
import { exportRoute, listRoute } from '../../lib/grid-routes.ts';
import { describeFilters } from '../../lib/list-filters.ts';
import { sendPdf } from '../../lib/pdf/reply.ts';
import { type TenantCaller, tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import { sendExport } from '../../lib/tabular/export.ts';
import { exportColumns, exportTitle, exportTotals } from './export-columns.ts';
import type { Answer } from './idempotency.ts';
import { keyedReply } from './keyed-reply.ts';
import { paymentFilterSpecs } from './repository.ts';
import type { KeyedRequest, PaymentService } from './service.ts';

const tags = ['payments'];
const idParams = strictObject({ id });
const receiptQuery = strictObject({ language: oneOf(languages).optional() });

const idempotencyNote =
  'Accepts an Idempotency-Key header (kept per company for at least 24 hours): a repeat with ' +
  'the same key and body answers the first result (Idempotent-Replayed: true) and moves no ' +
  'money again; while the first is still running, 409 IDEMPOTENCY_IN_PROGRESS with ' +
  'Retry-After; the same key with another body, 422 IDEMPOTENCY_KEY_REUSED.';

const listDescription =
  'sort: createdAt | processedAt | paymentNumber | amount | status (default createdAt:desc). ' +
  `filter: ${describeFilters(paymentFilterSpecs)}. search matches the payment number, the ` +
  "transaction ids and the customer's name. A customer account sees only its own payments.";

// A customer account (payments:read) reads only its own, without the staff's notes, processing
// fees and who processed it; every change is the back office's, each with its permission, apart
// from a customer paying their own booking.
const paymentAnswer = z.union([paymentView, customerPaymentView]);

/** The keyed work's answer, first or replayed, in the caller's view. */
const keyedFor =
  <T>(c: TenantCaller, work: (keyed: KeyedRequest) => Promise<Answer<T>>) =>
  async (keyed: KeyedRequest) => {
    const answer = await work(keyed);
    return { ...answer, body: viewFor(c, answer.body, customerPaymentView) };
  };
export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  timeZoneOf: (tenantId: string) => Promise<string>;
}> = async (app, { payments, timeZoneOf }) => {
  listRoute(app, {
    url: '/payments',
    access: 'payments:read',
    tags,
    items: "The company's payments",
    description: listDescription,
    response: z.union([paymentListView, customerPaymentListView]),
    handler: async (request) => {
      const c = tenantCaller(request);
      return viewFor(c, await payments.list(c, request.query), customerPaymentListView);
    },
  });

  exportRoute(app, {
    url: '/payments/export',
    access: 'payments:export',
    tags,
    items: "The company's payments",
    description:
      "Headers and values in the caller's language; the file ends with the totals of the " +
      `filtered set, as GET /payments/totals answers them. ${listDescription}`,
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const { page: _page, limit: _limit, format, ...filters } = request.query;
      // read before the file starts, so its failure is still an error envelope
      const totals = await payments.totals(c, filters);
      return sendExport(reply, {
        format,
        fileName: `payments-${new Date().toISOString().slice(0, 10)}`,
        title: exportTitle[c.language],
        language: c.language,
        timeZone: await timeZoneOf(c.tenantId),
        columns: exportColumns(c.language),
        pages: payments.pages(c, filters),
        summary: exportTotals(c.language, totals),
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/payments/totals',
    access: ['payments:read', 'customers:read'],
    tags,
    summary: "The filtered payments' count, amount, refunded and net (minor units)",
    description:
      'The same search and filter[field][op] as GET /payments, summed over the whole filtered ' +
      'set (page, limit and sort are ignored). Back office only.',
    querystring: listQuerySchema,
    response: paymentTotalsView,
    errors: [400, 401, 403],
    handler: async (request) => payments.totals(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/payments',
    access: 'payments:create',
    tags,
    summary: "Record a payment to take (pending), in the company's currency",
    description: `A currency other than the company's is 400. ${idempotencyNote}`,
    body: paymentCreateSchema,
    status: 201,
    response: paymentAnswer,
    errors: [400, 401, 403, 409, 422],
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      return keyedReply(
        request,
        reply,
        keyedFor(c, (keyed) => payments.create(c, request.body, keyed)),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/payments/:id',
    access: 'payments:read',
    tags,
    summary: 'One payment with its refunds',
    params: idParams,
    response: paymentAnswer,
    errors: [400, 401, 403, 404],
    handler: async (request) => {
      const c = tenantCaller(request);
      return viewFor(c, await payments.get(c, request.params.id), customerPaymentView);
    },
  });

  route(app, {
    method: 'GET',
    url: '/payments/:id/receipt',
    access: 'payments:read',
    tags,
    summary: 'The receipt of a completed or refunded payment as PDF',
    description:
      "language: en | ar, the caller's language unless given; dates in the company's time " +
      'zone. A payment not completed (pending, processing, failed, cancelled) has none: 409. A ' +
      'customer account reads the receipts of its own payments.',
    params: idParams,
    querystring: receiptQuery,
    produces: ['application/pdf'],
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      const language = request.query.language ?? c.language;
      const pdf = await payments.receipt(c, request.params.id, language);
      return sendPdf(reply, pdf, 'private, no-store');
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/payments/:id',
    access: 'payments:delete',
    tags,
    summary: 'Delete a pending payment (409 otherwise: others are refunded, never erased)',
    params: idParams,
    status: 204,
    response: z.null(),
    errors: [400, 401, 403, 404, 409],
    handler: async (request, reply) => {
      await payments.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  route(app, {
    method: 'POST',
    url: '/payments/:id/process',
    access: 'payments:process',
    tags,
    summary: 'Take the money: cash and transfers complete at once, cards go through the gateway',
    description:
      'Card methods (credit_card, debit_card, stripe) need `card`, which goes to the card ' +
      'processor only: approved → completed, declined → failed (gatewayResponse kept), or ' +
      'processing until the processor confirms through its webhook. Only a pending or failed ' +
      `payment is processed (409 otherwise). ${idempotencyNote}`,
    params: idParams,
    body: paymentProcessSchema,
    response: paymentAnswer,
    errors: [400, 401, 403, 404, 409, 422],
    handler: async (request, reply) => {
      const c = tenantCaller(request);
      return keyedReply(
        request,
        reply,
        keyedFor(c, (keyed) => payments.process(c, request.params.id, request.body, keyed)),
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/payments/:id/refund',
    access: 'payments:refund',
    tags,
    summary: 'Refund part or all of a completed payment (card refunds through the gateway)',
    description:
      'Up to what is not yet refunded (409 beyond, 409 for a payment not completed). A partial ' +
      `refund keeps the payment completed with refundedAmount; a full one makes it refunded. ${idempotencyNote}`,
    params: idParams,
    body: paymentRefundSchema,
    response: paymentView,
    errors: [400, 401, 403, 404, 409, 422],
    handler: async (request, reply) =>
      keyedReply(request, reply, (keyed) =>
        payments.refund(tenantCaller(request), request.params.id, request.body, keyed),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/payments/:id/activity',
    access: ['payments:read', 'customers:read'],
    tags,
    summary: 'Audit entries about the payment, newest first',
    params: idParams,
    querystring: activityQuery,
    response: activityPage,
    errors: [400, 401, 403, 404],
    handler: async (request) =>
      payments.activity(tenantCaller(request), request.params.id, request.query),
  });
};
