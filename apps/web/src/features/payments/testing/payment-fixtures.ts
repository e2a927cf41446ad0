import { vi } from 'vitest';
import type { PaymentView } from '@motorpool/domain/schemas/payment';

// Fixed payments and a routable fetch stub for the payment screens' tests. The company is in
// Riyadh (UTC+3) and counts in SAR.
export const paymentIds = {
  pending: '0191b000-0000-7000-8000-000000000001',
  completed: '0191b000-0000-7000-8000-000000000002',
  failed: '0191b000-0000-7000-8000-000000000003',
  refunded: '0191b000-0000-7000-8000-000000000004',
  customer: '0191b000-0000-7000-8000-0000000000c1',
  reservation: '0191b000-0000-7000-8000-0000000000d1',
};

export const pendingPayment: PaymentView = {
  id: paymentIds.pending,
  paymentNumber: 'PAY-000101',
  amount: 50000,
  currency: 'SAR',
  paymentMethod: 'credit_card',
  type: 'reservation',
  status: 'pending',
  description: 'Deposit for the weekend',
  customerId: paymentIds.customer,
  customer: { name: 'Faisal Al-Qahtani', email: 'faisal@example.test', phone: '+966500000001' },
  reservationId: paymentIds.reservation,
  rentalId: null,
  transactionId: null,
  gatewayTransactionId: null,
  gatewayResponse: null,
  cardDetails: null,
  processingFees: 0,
  refundedAmount: 0,
  capturedAmount: 0,
  refundReason: null,
  notes: null,
  processedAt: null,
  processedBy: null,
  createdAt: '2026-04-01T07:00:00Z',
  updatedAt: '2026-04-01T07:00:00Z',
  refunds: [],
};

export const completedPayment: PaymentView = {
  ...pendingPayment,
  id: paymentIds.completed,
  paymentNumber: 'PAY-000102',
  amount: 100000,
  status: 'completed',
  transactionId: null,
  gatewayTransactionId: 'sbx_ch_123',
  gatewayResponse: { status: 'succeeded' },
  cardDetails: { brand: 'visa', last4: '4242' },
  refundedAmount: 40000,
  capturedAmount: 0,
  processedAt: '2026-04-02T07:00:00Z',
  refunds: [
    {
      id: '0191b000-0000-7000-8000-0000000000e1',
      amount: 40000,
      reason: 'Returned a day early',
      notes: null,
      gatewayRefundId: 'sbx_re_1',
      createdAt: '2026-04-03T07:00:00Z',
      createdBy: null,
    },
  ],
};

export const failedPayment: PaymentView = {
  ...pendingPayment,
  id: paymentIds.failed,
  paymentNumber: 'PAY-000103',
  status: 'failed',
  gatewayTransactionId: 'sbx_ch_999',
  gatewayResponse: { status: 'declined', declineCode: 'card_declined' },
  cardDetails: { brand: 'visa', last4: '0002' },
};

export const refundedPayment: PaymentView = {
  ...completedPayment,
  id: paymentIds.refunded,
  paymentNumber: 'PAY-000104',
  paymentMethod: 'cash',
  status: 'refunded',
  refundedAmount: 100000,
  capturedAmount: 0,
  cardDetails: null,
};

const payments = [pendingPayment, completedPayment, failedPayment, refundedPayment];

export const reply = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Responder = (url: URL, init: RequestInit) => Response | undefined;

const listOf = (rows: unknown[]) => ({
  data: rows,
  total: rows.length,
  page: 1,
  limit: 20,
  hasMore: false,
});

function standing(url: URL): unknown {
  const path = url.pathname.replace('/api/v1', '');
  if (path === '/tenants/current') return { currency: 'SAR', timeZone: 'Asia/Riyadh' };
  if (path === '/payments') return listOf(payments);
  if (path === '/customers')
    return listOf([{ id: paymentIds.customer, firstName: 'Faisal', lastName: 'Al-Qahtani' }]);
  if (path === '/reservations')
    return listOf([{ id: paymentIds.reservation, reservationNumber: 'RES-000300' }]);
  if (path === '/rentals') return listOf([]);
  const one = payments.find((payment) => path === `/payments/${payment.id}`);
  if (one) return one;
  if (path.endsWith('/activity')) return listOf([]);
  return undefined;
}

const notFound = () => reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });

type SentCall = { body: unknown; headers: Record<string, string> };

// The test's responder answers first; a GET falls back on the standing answers; else 404.
export function paymentFetch(responder: () => Responder) {
  const log: { method: string; pathname: string; call: SentCall }[] = [];
  const mock = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    log.push({
      method,
      pathname: url.pathname,
      call: {
        body: init.body ? (JSON.parse(String(init.body)) as unknown) : null,
        headers: (init.headers ?? {}) as Record<string, string>,
      },
    });
    const answered = responder()(url, init);
    if (answered) return answered;
    const known = method === 'GET' ? standing(url) : undefined;
    return known === undefined ? notFound() : reply(200, known);
  });
  const calls = (method: string, pathname: string): SentCall[] =>
    log
      .filter((entry) => entry.method === method && entry.pathname === pathname)
      .map((e) => e.call);
  const clear = () => {
    log.length = 0;
    mock.mockClear();
  };
  return { mock, calls, clear };
}
