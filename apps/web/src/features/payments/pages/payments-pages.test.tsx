import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import {
  completedPayment,
  failedPayment,
  paymentFetch,
  pendingPayment,
  reply,
  type Responder,
} from '../testing/payment-fixtures.ts';
import { PaymentDetailPage } from './payment-detail-page.tsx';
import { PaymentsListPage } from './payments-list-page.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

let responder: Responder = () => undefined;
const { mock: fetchMock, calls, clear } = paymentFetch(() => responder);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/finance/payments', Component: PaymentsListPage },
      { path: '/admin/finance/payments/view/:id', Component: PaymentDetailPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function rowMenu(number: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${number}` }));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

beforeEach(() => {
  responder = () => undefined;
  clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('payments list', () => {
  it('shows number, customer, amount, refunded, status and the date in the company zone', async () => {
    renderAt('/admin/finance/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = (await within(table).findByRole('link', { name: 'PAY-000102' })).closest('tr')!;
    // completed with 400.00 of 1,000.00 given back
    expect(within(row).getByText('Partially refunded')).toBeTruthy();
    expect(within(row).getByText('Faisal Al-Qahtani')).toBeTruthy();
    expect(await within(row).findByText(/1,000\.00/)).toBeTruthy();
    expect(within(row).getByText(/400\.00/)).toBeTruthy();
    // 07:00Z in Riyadh (UTC+3)
    expect(within(row).getByText('Apr 1, 2026, 10:00 AM')).toBeTruthy();
  });

  it('offers only the actions the status allows', async () => {
    renderAt('/admin/finance/payments');
    expect(await rowMenu('PAY-000101')).toEqual(['View', 'Take payment', 'Delete']);
    expect(await rowMenu('PAY-000102')).toEqual(['View', 'Refund']);
    expect(await rowMenu('PAY-000103')).toEqual(['View', 'Take payment']);
    expect(await rowMenu('PAY-000104')).toEqual(['View']);
  });

  it('records a payment in minor units with an Idempotency-Key', async () => {
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === '/api/v1/payments'
        ? reply(201, pendingPayment)
        : undefined;
    renderAt('/admin/finance/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'New payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter the amount')).toBeTruthy();
    expect(calls('POST', '/api/v1/payments')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('combobox', { name: /Customer/ }));
    fireEvent.click(
      await within(dialog).findByRole('option', { name: 'Faisal Al-Qahtani', hidden: true }),
    );
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Reservation/ }));
    fireEvent.click(
      await within(dialog).findByRole('option', { name: 'RES-000300', hidden: true }),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '250.75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(calls('POST', '/api/v1/payments')).toHaveLength(1));
    const [sent] = calls('POST', '/api/v1/payments');
    expect(sent?.body).toEqual({
      customerId: pendingPayment.customerId,
      reservationId: pendingPayment.reservationId,
      type: 'reservation',
      paymentMethod: 'cash',
      amount: 25075,
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { name: 'PAY-000101' })).toBeTruthy();
  }, 20_000);

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/finance/payments');
    expect(await screen.findByRole('heading', { name: 'المدفوعات' })).toBeTruthy();
    expect(await screen.findByText('معلّقة')).toBeTruthy();
    expect(screen.getByText('مستردة جزئيًا')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دفعة جديدة' })).toBeTruthy();
  });

  it.each([
    ['en', 'Failed to fetch payments'],
    ['ar', 'تعذّر جلب المدفوعات'],
  ])('says the list failed to load (%s)', async (language, title) => {
    await i18n.changeLanguage(language);
    responder = (url) =>
      url.pathname === '/api/v1/payments' ? reply(500, serverError) : undefined;
    renderAt('/admin/finance/payments');
    expect(await screen.findByText(title)).toBeTruthy();
  });
});

const serverError = { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' };

const reservation = {
  id: completedPayment.reservationId,
  reservationNumber: 'RES-000300',
  vehicle: { make: 'Toyota', model: 'Camry', licensePlate: 'ABC-1234' },
  pickupDate: '2026-05-01T06:00:00Z',
  returnDate: '2026-05-04T06:00:00Z',
  totalAmount: 120000,
  paidAmount: 75000,
  remainingAmount: 45000,
};
let totalsAsked: Record<string, string> = {};

// The payment's number with its status badge beside it.
function titleRow(number: string): HTMLElement {
  return screen.getByRole('heading', { level: 1, name: number }).parentElement!;
}

// The reservation the payment is for, or a refusal to read it; the customer's totals.
function bookingResponder(reservationStatus = 200): Responder {
  return (url) => {
    if (url.pathname === `/api/v1/reservations/${reservation.id}`) {
      return reservationStatus === 200
        ? reply(200, reservation)
        : reply(reservationStatus, { statusCode: 403, code: 'FORBIDDEN', message: 'No' });
    }
    if (url.pathname === '/api/v1/payments/totals') {
      totalsAsked = Object.fromEntries(url.searchParams);
      return reply(200, {
        count: 3,
        amount: 175000,
        refunded: 10000,
        net: 165000,
        currency: 'SAR',
      });
    }
    return undefined;
  };
}

describe('payment details', () => {
  it('shows the overview with the card, the links, the transactions and the refunds', async () => {
    responder = bookingResponder();
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    expect(await screen.findByRole('heading', { name: 'PAY-000102' })).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('visa ending in 4242')).toBeTruthy();
    expect(within(overview).getAllByText(/600\.00/).length).toBeGreaterThan(0);
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Faisal Al-Qahtani' })).toBeTruthy();
    const reservation = screen.getByRole('region', { name: 'Reservation' });
    expect(await within(reservation).findByRole('link', { name: 'RES-000300' })).toBeTruthy();
    expect(within(reservation).getByText('Toyota Camry')).toBeTruthy();
    expect(within(reservation).getByText(/1,200\.00/)).toBeTruthy();
    expect(within(reservation).getByText(/450\.00/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Rental' })).getByText('None')).toBeTruthy();
    // the customer's payments that took money, as the server sums them
    const stats = screen.getByRole('region', { name: "Customer's payments" });
    expect(await within(stats).findByText('3')).toBeTruthy();
    expect(within(stats).getByText(/1,750\.00/)).toBeTruthy();
    expect(totalsAsked).toEqual({
      'filter[customerId][equals]': completedPayment.customerId,
      'filter[status][in]': 'completed,refunded',
    });
    const transactions = screen.getByRole('region', { name: 'Transactions' });
    expect(within(transactions).getByText('sbx_ch_123')).toBeTruthy();
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Returned a day early')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('links the reservation alone for a reader who may not read it', async () => {
    responder = bookingResponder(403);
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    const reservationCard = await screen.findByRole('region', { name: 'Reservation' });
    expect(
      await within(reservationCard).findByRole('link', { name: 'Open the reservation' }),
    ).toBeTruthy();
    expect(within(reservationCard).queryByText('RES-000300')).toBeNull();
  });

  it('reads the status as the refunds left it, beside the payment number', async () => {
    responder = bookingResponder();
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    await screen.findByRole('heading', { level: 1, name: 'PAY-000102' });
    expect(within(titleRow('PAY-000102')).getByText('Partially refunded')).toBeTruthy();
  });

  it('names the rental that took over the reservation the payment was taken for', async () => {
    const rentalId = '0191b000-0000-7000-8000-0000000000f1';
    const takenOver = { ...reservation, rental: { id: rentalId, rentalNumber: 'RNT-000041' } };
    const rental = { ...reservation, id: rentalId, rentalNumber: 'RNT-000041', securityDeposit: 0 };
    const booked = bookingResponder();
    responder = (url, init) => {
      if (url.pathname === `/api/v1/reservations/${reservation.id}`) return reply(200, takenOver);
      if (url.pathname === `/api/v1/rentals/${rentalId}`) return reply(200, rental);
      return booked(url, init);
    };
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    const rentalCard = await screen.findByRole('region', { name: 'Rental' });
    const link = await within(rentalCard).findByRole('link', { name: 'RNT-000041' });
    expect(link.getAttribute('href')).toBe(`/admin/management/rentals/view/${rentalId}`);
    expect(within(rentalCard).queryByText('None')).toBeNull();
  });

  it('after the last refund reads Refunded and sums the refunds again', async () => {
    const refunded = {
      ...completedPayment,
      status: 'refunded',
      refundedAmount: 100000,
      refunds: [
        ...completedPayment.refunds,
        { ...completedPayment.refunds[0]!, id: 'second', amount: 60000, reason: 'Goodwill' },
      ],
    };
    let given = false;
    const booked = bookingResponder();
    responder = (url, init) => {
      if (init.method === 'POST' && url.pathname.endsWith('/refund')) {
        given = true;
        return reply(200, refunded);
      }
      if (url.pathname === `/api/v1/payments/${completedPayment.id}` && given) {
        return reply(200, refunded);
      }
      if (url.pathname === '/api/v1/payments/totals') {
        const sums = given ? { refunded: 110000, net: 65000 } : { refunded: 50000, net: 125000 };
        return reply(200, { count: 3, amount: 175000, currency: 'SAR', ...sums });
      }
      return booked(url, init);
    };
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    const stats = await screen.findByRole('region', { name: "Customer's payments" });
    expect(await within(stats).findByText(/500\.00/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    fireEvent.change(within(dialog).getByLabelText(/Amount to refund/), {
      target: { value: '600' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await within(titleRow('PAY-000102')).findByText('Refunded')).toBeTruthy();
    expect(within(titleRow('PAY-000102')).queryByText('Partially refunded')).toBeNull();
    expect(await within(stats).findByText(/1,100\.00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  }, 20_000);

  it.each([
    ['en', 'Error Loading Payment', 'Unable to load payment details. Please try again.'],
    ['ar', 'خطأ في تحميل الدفعة', 'تعذّر تحميل تفاصيل الدفعة. يرجى المحاولة مرة أخرى.'],
  ])('says the payment could not be loaded (%s)', async (language, title, text) => {
    await i18n.changeLanguage(language);
    responder = (url) =>
      url.pathname === `/api/v1/payments/${completedPayment.id}`
        ? reply(500, serverError)
        : undefined;
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    responder = bookingResponder();
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    expect(await screen.findByRole('region', { name: 'نظرة عامة' })).toBeTruthy();
    expect(within(titleRow('PAY-000102')).getByText('مستردة جزئيًا')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'استرداد' })).toBeTruthy();
    const reservationCard = screen.getByRole('region', { name: 'الحجز' });
    expect(await within(reservationCard).findByText(/^من .+ إلى .+$/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'مدفوعات العميل' })).toBeTruthy();
  });
});

describe('process dialog', () => {
  const path = `/api/v1/payments/${pendingPayment.id}/process`;

  async function openProcess() {
    renderAt(`/admin/finance/payments/view/${pendingPayment.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Take payment' }));
    return screen.findByRole('dialog', { name: 'Take payment' });
  }

  it('asks for the card, names the sandbox cards and shows a decline in the processor words', async () => {
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path
        ? reply(200, { ...failedPayment, id: pendingPayment.id })
        : undefined;
    const dialog = await openProcess();
    expect(within(dialog).getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(within(dialog).getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(within(dialog).getByText('4000 0000 0000 3220')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: /^Take / });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Enter the month and year as MM/YY')).toBeTruthy();
    expect(calls('POST', path)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Card number/), {
      target: { value: '4000 0000 0000 0002' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Expiry/), { target: { value: '12/30' } });
    fireEvent.change(within(dialog).getByLabelText(/Security code/), { target: { value: '123' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Payment failed')).toBeTruthy();
    expect(within(dialog).getByText('card_declined')).toBeTruthy();
    const [sent] = calls('POST', path);
    expect(sent?.body).toEqual({
      card: { number: '4000000000000002', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  }, 20_000);

  it('keeps one Idempotency-Key across retries of the same submit', async () => {
    let first = true;
    responder = (url, init) => {
      if (init.method !== 'POST' || url.pathname !== path) return undefined;
      if (first) {
        first = false;
        return reply(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' });
      }
      return reply(200, { ...pendingPayment, status: 'completed' });
    };
    const dialog = await openProcess();
    fireEvent.change(within(dialog).getByLabelText(/Card number/), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Expiry/), { target: { value: '01/31' } });
    fireEvent.change(within(dialog).getByLabelText(/Security code/), { target: { value: '321' } });
    const submit = within(dialog).getByRole('button', { name: /^Take / });
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Payment completed')).toBeTruthy();
    const keys = calls('POST', path).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  }, 20_000);

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt(`/admin/finance/payments/view/${pendingPayment.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'تحصيل الدفعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحصيل الدفعة' });
    expect(within(dialog).getByText('بطاقات الاختبار')).toBeTruthy();
    expect(within(dialog).getByLabelText(/رقم البطاقة/)).toBeTruthy();
  });
});

describe('refund dialog', () => {
  const path = `/api/v1/payments/${completedPayment.id}/refund`;

  async function openRefund() {
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    return screen.findByRole('dialog', { name: 'Refund payment' });
  }

  it('needs an amount within what is left and a reason, and shows a 409 as it comes', async () => {
    responder = (url, init) =>
      init.method === 'POST' && url.pathname === path
        ? reply(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Only SAR 100.00 is left to refund.',
          })
        : undefined;
    const dialog = await openRefund();
    expect(within(dialog).getByText(/600\.00/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Refund' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Enter the amount to refund')).toBeTruthy();
    expect(within(dialog).getByText('This field is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Amount to refund/), {
      target: { value: '700' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Goodwill' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText(/No more than .*600\.00/)).toBeTruthy();
    expect(calls('POST', path)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Amount to refund/), {
      target: { value: '150.50' },
    });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Only SAR 100.00 is left to refund.')).toBeTruthy();
    const [sent] = calls('POST', path);
    expect(sent?.body).toEqual({ amount: 15050, reason: 'Goodwill' });
    expect(sent?.headers['Idempotency-Key']).toBeTruthy();
  }, 20_000);

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderAt(`/admin/finance/payments/view/${completedPayment.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'استرداد' }));
    const dialog = await screen.findByRole('dialog', { name: 'استرداد الدفعة' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'استرداد' }));
    expect(await within(dialog).findByText('أدخل المبلغ المراد استرداده')).toBeTruthy();
  });
});
