// GET /payments/{id}/receipt: the receipt of money taken, read like GET /payments/{id}.
import type { Language } from '@motorpool/domain/locale-lists';
import { hasReceipt } from '@motorpool/domain/schemas/payment';
import type { Database } from '../../db/engine.ts';
import type { PdfFile } from '../../lib/pdf/reply.ts';
import { type TenantCaller } from '../../lib/request-caller.ts';
import type { PaymentParties } from './ports.ts';
import { renderReceipt } from './receipt-render.ts';
import { findReachable, loadPaymentView } from './views.ts';
import { apiError } from '../../lib/http-errors.ts';

export function createReceiptReads({
  database,
  parties,
}: {
  database: Database;
  parties: Pick<PaymentParties, 'customers' | 'links' | 'letterhead'>;
}) {
  const { customers, links } = parties;
  return {
    /** 404 as for the payment itself; 409 until money was taken (pending, failed, ...). */
    async receipt(c: TenantCaller, id: string, language: Language): Promise<PdfFile> {
      // The payment is read in one transaction, the letterhead after it: PGlite runs one
      // transaction at a time and the files module opens its own.
      const read = await database.withTenant(c.tenantId, async (tx) => {
        await findReachable(tx, c, parties, id);
        const payment = await loadPaymentView(tx, customers, id);
        if (!hasReceipt(payment)) {
          throw apiError('CONFLICT', 'payment.receiptNotTaken');
        }
        const rental = payment.rentalId
          ? await links.rentals.find(tx, payment.rentalId)
          : undefined;
        // a payment to a rental is also to the reservation it took over
        const reservationId = payment.reservationId ?? rental?.reservationId;
        const reservation = reservationId
          ? await links.reservations.find(tx, reservationId)
          : undefined;
        return {
          payment,
          reservationNumber: reservation?.reservationNumber ?? null,
          rentalNumber: rental?.rentalNumber ?? null,
        };
      });
      const company = await parties.letterhead(c.tenantId);
      const content = await renderReceipt({ ...read, language, company });
      return { fileName: `receipt-${read.payment.paymentNumber}.pdf`, content };
    },
  };
}
