import type { Tx } from '../../db/engine.ts';
import type { ModuleBase } from '../../lib/module.ts';
import { mount } from '../../lib/module.ts';
import { createPaymentDeposits } from './deposits.ts';
import { paymentFigures } from './figures.ts';
import { createIdempotency } from './idempotency.ts';
import { paymentMoneyRecords } from './money-records.ts';
import { findPayment } from './repository.ts';
import type { PaymentParties } from './ports.ts';
import { paymentRoutes } from './routes.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createPaymentService } from './service.ts';
import { paymentWebhookRoutes } from './webhook-routes.ts';

/** What other modules read of payments: paid and refunded figures, whether money exists, one payment. */
export const paymentReaders = {
  figures: paymentFigures,
  moneyRecords: paymentMoneyRecords,
  find: (tx: Tx, id: string) => findPayment(tx, id),
};

export type PaymentNeeds = {
  parties: PaymentParties;
  timeZoneOf: (tenantId: string) => Promise<string>;
};

// Payments: cards go through the gateway (the sandbox processor until a real provider is
// configured); its signing secret is derived from the app's, never the app's own.
export function paymentsModule({ database, config, events }: ModuleBase, needs: PaymentNeeds) {
  const sandbox = createSandboxGateway({ secret: `${config.jwtSecret}:payments-sandbox` });
  const payments = createPaymentService(database, {
    parties: needs.parties,
    gateway: sandbox.gateway,
    events,
    idempotency: createIdempotency(database),
  });
  return {
    name: 'payments',
    /** the sandbox card processor, whose confirmations app.ts delivers to the webhook route */
    sandbox,
    /** gives back what a customer's cancellation does not keep */
    refunds: {
      refundReservation: (...args: Parameters<typeof payments.refundReservation>) =>
        payments.refundReservation(...args),
    },
    /** a rental's security deposit: held at checkout, captured or released at return */
    deposits: createPaymentDeposits({ gateway: sandbox.gateway, events }),
    routes: [
      mount(paymentRoutes, { payments, timeZoneOf: needs.timeZoneOf }),
      mount(paymentWebhookRoutes, { payments, gateway: sandbox.gateway }),
    ],
  };
}

// The header the sandbox processor signs its confirmations with (app.ts delivers them).
export { sandboxSignatureHeader } from './sandbox-gateway.ts';
