import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentListItemView } from '@motorpool/domain/schemas/payment';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  customerFetch,
  json,
  pendingCustomer,
  type Handler,
} from '../testing/customer-fixtures.ts';
import { CustomerPaymentHistory } from './customer-payment-history.tsx';

// Two of the customer's payments as GET /payments lists them; the company is in Riyadh (UTC+3).
const deposit: PaymentListItemView = {
  id: '0191b000-0000-7000-8000-000000000011',
  paymentNumber: 'PAY-000211',
  amount: 50000,
  currency: 'SAR',
  paymentMethod: 'credit_card',
  type: 'security_deposit',
  status: 'completed',
  description: 'RNT-000041',
  customerId: pendingCustomer.id,
  customer: { name: 'Noura Al-Harbi', email: pendingCustomer.email, phone: pendingCustomer.phone },
  reservationId: '0191b000-0000-7000-8000-0000000000d1',
  rentalId: '0191b000-0000-7000-8000-0000000000f1',
  transactionId: null,
  gatewayTransactionId: 'sbx_ch_1',
  gatewayResponse: null,
  cardDetails: { brand: 'visa', last4: '4242' },
  processingFees: 0,
  refundedAmount: 20000,
  capturedAmount: 0,
  refundReason: 'RNT-000041',
  notes: null,
  processedAt: '2026-04-01T07:05:00Z',
  processedBy: null,
  createdAt: '2026-04-01T07:00:00Z',
  updatedAt: '2026-04-05T07:00:00Z',
};
const booking: PaymentListItemView = {
  ...deposit,
  id: '0191b000-0000-7000-8000-000000000012',
  paymentNumber: 'PAY-000198',
  amount: 92000,
  paymentMethod: 'cash',
  type: 'reservation',
  rentalId: null,
  refundedAmount: 0,
  cardDetails: null,
  createdAt: '2026-03-20T09:00:00Z',
};

const page = (data: PaymentListItemView[], total = data.length) =>
  json(200, { data, total, page: 1, limit: 10, hasMore: total > data.length });

let handler: Handler = () => undefined;
const { mock: fetchMock } = customerFetch(() => handler);

function paymentRequests() {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/payments');
}

function renderCard(payments: () => Response) {
  handler = (url) => {
    if (url.pathname === '/api/v1/tenants/current')
      return json(200, { currency: 'SAR', timeZone: 'Asia/Riyadh' });
    return url.pathname === '/api/v1/payments' ? payments() : undefined;
  };
  renderWithProviders(
    <MemoryRouter>
      <CustomerPaymentHistory customerId={pendingCustomer.id} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  initI18n();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('customer payment history', () => {
  it("lists the customer's payments, newest first, with their booking and a link to each", async () => {
    renderCard(() => page([deposit, booking]));
    const table = await screen.findByRole('table', { name: 'Payments' });
    const number = within(table).getByRole('link', { name: 'PAY-000211' });
    expect(number.getAttribute('href')).toBe(`/admin/finance/payments/view/${deposit.id}`);
    const row = number.closest('tr')!;
    expect(within(row).getByText('Security deposit')).toBeTruthy();
    expect(within(row).getByText(/SAR\s*500\.00/)).toBeTruthy();
    expect(within(row).getByText('Credit card')).toBeTruthy();
    expect(within(row).getByText('Partially refunded')).toBeTruthy();
    // 07:00Z in Riyadh is 10:00.
    expect(within(row).getByText(/Apr 1, 2026.*10:00/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Rental' }).getAttribute('href')).toBe(
      `/admin/management/rentals/view/${deposit.rentalId}`,
    );
    const other = within(table).getByRole('link', { name: 'PAY-000198' }).closest('tr')!;
    expect(within(other).getByText('Completed')).toBeTruthy();
    expect(within(other).getByText('Cash')).toBeTruthy();
    expect(within(other).getByRole('link', { name: 'Reservation' }).getAttribute('href')).toBe(
      `/admin/management/reservations/view/${booking.reservationId}`,
    );

    const [request] = paymentRequests();
    expect(request?.searchParams.get('filter[customerId][equals]')).toBe(pendingCustomer.id);
    expect(request?.searchParams.get('sort')).toBe('createdAt:desc');
    expect(request?.searchParams.get('limit')).toBe('10');
    expect(request?.searchParams.get('page')).toBe('1');
  });

  it('says so when the customer has paid nothing yet', async () => {
    renderCard(() => page([]));
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('turns the page on the server', async () => {
    renderCard(() => page([deposit], 25));
    await screen.findByRole('table', { name: 'Payments' });
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Payment pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(paymentRequests().map((url) => url.searchParams.get('page'))).toContain('2'),
    );
  });

  it('offers to try again when the payments could not be loaded', async () => {
    let fail = true;
    renderCard(() =>
      fail
        ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' })
        : page([booking]),
    );
    expect(await screen.findByText('The payments could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'PAY-000198' })).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderCard(() => page([deposit]));
    const table = await screen.findByRole('table', { name: 'المدفوعات' });
    expect(within(table).getByRole('columnheader', { name: 'الطريقة' })).toBeTruthy();
    expect(within(table).getByText('مستردة جزئيًا')).toBeTruthy();
    expect(within(table).getByText('بطاقة ائتمان')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'الإيجار' })).toBeTruthy();
  });
});
