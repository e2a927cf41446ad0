import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import type { PaymentGateway } from './gateway.ts';
import { sandboxSignatureHeader } from './sandbox-gateway.ts';
import type { PaymentService } from './service.ts';

// The card processor's word on charges left processing. No caller signs in: the signature,
// made with the secret the processor shares with us, is what is trusted, and it names the
// company.
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  gateway: PaymentGateway;
}> = async (app, { payments, gateway }) => {
  route(app, {
    method: 'POST',
    url: '/public/payments/webhooks/sandbox',
    access: 'public',
    tenant: 'none',
    tags: ['payments'],
    summary: "The sandbox card processor's signed confirmation of a charge",
    description: `Signed with HMAC-SHA256 of the JSON body in the ${sandboxSignatureHeader} header; 401 otherwise.`,
    body: z.record(z.string(), z.unknown()),
    response: z.object({ received: z.boolean(), applied: z.boolean() }),
    errors: [400, 401],
    handler: async (request) => {
      const signature = request.headers[sandboxSignatureHeader];
      const settlement = gateway.verifyWebhook(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!settlement) throw apiError('UNAUTHORIZED', 'error.signatureInvalid');
      return { received: true, applied: await payments.settle(settlement) };
    },
  });
};
