import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { PaymentView } from '@motorpool/domain/schemas/payment';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../../testing/render-app.tsx';
import {
  completedPayment,
  failedPayment,
  paymentFetch,
  paymentIds,
  pendingPayment,
  reply,
  type Responder,
} from '../../testing/payment-fixtures.ts';
import { BookingPaymentsCard } from './booking-payments-card.tsx';
import { TakePaymentButton } from './take-payment-button.tsx';
import type { TakePaymentTarget } from './take-payment-target.ts';

let permissions = new Set(['payments:read', 'payments:create', 'payments:process']);
vi.mock('../../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    user: null,
    activeRole: 'staff',
    can: (permission: string) => permissions.has(permission),
  }),
}));

let responder: Responder = () => undefined;
const { mock: fetchMock, calls, clear } = paymentFetch(() => responder);

const rentalId = '0191b000-0000-7000-8000-0000000000f1';
const createPath = '/api/v1/payments';
const processPath = `/api/v1/payments/${pendingPayment.id}/process`;

function target(overrides: Partial<TakePaymentTarget> = {}): TakePaymentTarget {
  return {
    customerId: paymentIds.customer,
    reservationId: paymentIds.reservation,
    currency: 'SAR',
    choices: [{ type: 'reservation', owed: 94300 }],
    ...overrides,
  };
}

async function openModal(forWhom = target()) {
  renderWithProviders(
    <MemoryRouter>
      <TakePaymentButton target={forWhom} />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Take payment' }));
  return screen.findByRole('dialog', { name: 'Take payment' });
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await within(dialog).findByRole('option', { name: option, hidden: true }));
}

function fillCard(dialog: HTMLElement, number: string) {
  fireEvent.change(within(dialog).getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(within(dialog).getByLabelText(/Expiry/), { target: { value: '12/30' } });
  fireEvent.change(within(dialog).getByLabelText(/Security code/), { target: { value: '123' } });
}

// POST /payments answers the recorded payment (pending, of the method sent); the process
// answers come from `processed`, one per call.
function answer(processed: (PaymentView | Response)[], recorded: Partial<PaymentView> = {}) {
  let round = 0;
  return ((url, init) => {
    if (init.method !== 'POST') return undefined;
    if (url.pathname === createPath) {
      const body = JSON.parse(String(init.body)) as Partial<PaymentView>;
      return reply(201, { ...pendingPayment, ...body, ...recorded });
    }
    if (url.pathname !== processPath) return undefined;
    const next = processed[Math.min(round, processed.length - 1)];
    round += 1;
    return next instanceof Response ? next : reply(200, next);
  }) satisfies Responder;
}

const serverError = () =>
  reply(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' });
const keysOf = (path: string) => calls('POST', path).map((call) => call.headers['Idempotency-Key']);

beforeEach(() => {
  responder = () => undefined;
  permissions = new Set(['payments:read', 'payments:create', 'payments:process']);
  clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('take payment', () => {
  it('takes cash at once: records and processes with the reference, then offers the receipt', async () => {
    const done = { ...completedPayment, id: pendingPayment.id, paymentMethod: 'cash' as const };
    responder = answer([done]);
    const onPaid = vi.fn();
    const dialog = await openModal(target({ onPaid }));
    expect(within(dialog).getByText(/Still owed for this type: .*943\.00/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('943.00');
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: 'RCPT-7' } });
    const submit = within(dialog).getByRole('button', { name: /^Take .*943\.00/ });
    // a double click takes the money once
    fireEvent.click(submit);
    fireEvent.click(submit);

    expect(await within(dialog).findByText('Payment completed')).toBeTruthy();
    expect(calls('POST', createPath)).toHaveLength(1);
    expect(calls('POST', processPath)).toHaveLength(1);
    const [created] = calls('POST', createPath);
    expect(created?.body).toEqual({
      customerId: paymentIds.customer,
      reservationId: paymentIds.reservation,
      type: 'reservation',
      paymentMethod: 'cash',
      amount: 94300,
    });
    expect(created?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const [processed] = calls('POST', processPath);
    expect(processed?.body).toEqual({ transactionId: 'RCPT-7' });
    expect(processed?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(processed?.headers['Idempotency-Key']).not.toBe(created?.headers['Idempotency-Key']);
    expect(within(dialog).getByRole('button', { name: 'Download receipt' })).toBeTruthy();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  }, 20_000);

  it('charges a card through the processor and shows the approval', async () => {
    const approved = { ...completedPayment, id: pendingPayment.id, amount: 25000 };
    responder = answer([approved]);
    const dialog = await openModal();
    await choose(dialog, /Payment method/, 'Credit card');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '250' } });
    expect(within(dialog).getByText('4242 4242 4242 4242')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Take / }));
    expect(await within(dialog).findByText('Enter the month and year as MM/YY')).toBeTruthy();
    expect(calls('POST', createPath)).toHaveLength(0);

    fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Take / }));
    expect(await within(dialog).findByText('Payment completed')).toBeTruthy();
    expect(calls('POST', createPath)[0]?.body).toMatchObject({
      paymentMethod: 'credit_card',
      amount: 25000,
    });
    expect(calls('POST', processPath)[0]?.body).toEqual({
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    });
  }, 20_000);

  it('keeps each Idempotency-Key across retries and never records the payment twice', async () => {
    let createCalls = 0;
    const taken = answer([serverError(), { ...completedPayment, id: pendingPayment.id }]);
    responder = (url, init) => {
      if (init.method === 'POST' && url.pathname === createPath && createCalls++ === 0)
        return serverError();
      return taken(url, init);
    };
    const dialog = await openModal();
    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: /^Take .*943\.00/ }));
    submit();
    expect(await within(dialog).findByText('Something went wrong')).toBeTruthy();
    submit();
    await waitFor(() => expect(calls('POST', processPath)).toHaveLength(1));
    expect(await within(dialog).findByText('Something went wrong')).toBeTruthy();
    // recorded now: its amount, type and method stay as they were sent
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).disabled).toBe(true);
    submit();
    expect(await within(dialog).findByText('Payment completed')).toBeTruthy();

    const createKeys = keysOf(createPath);
    expect(createKeys).toHaveLength(2);
    expect(createKeys[0]).toBe(createKeys[1]);
    const processKeys = keysOf(processPath);
    expect(processKeys).toHaveLength(2);
    expect(processKeys[0]).toBe(processKeys[1]);
  }, 20_000);

  it('shows a decline in the processor words and takes another card with a new key', async () => {
    responder = answer([
      { ...failedPayment, id: pendingPayment.id },
      { ...completedPayment, id: pendingPayment.id },
    ]);
    const dialog = await openModal();
    await choose(dialog, /Payment method/, 'Credit card');
    fillCard(dialog, '4000 0000 0000 0002');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Take / }));
    expect(await within(dialog).findByText('Payment failed')).toBeTruthy();
    expect(within(dialog).getByText('card_declined')).toBeTruthy();

    fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Take / }));
    expect(await within(dialog).findByText('Payment completed')).toBeTruthy();
    expect(calls('POST', createPath)).toHaveLength(1);
    const processKeys = keysOf(processPath);
    expect(processKeys).toHaveLength(2);
    expect(processKeys[0]).not.toBe(processKeys[1]);
  }, 20_000);

  it('says when the processor is still to confirm', async () => {
    responder = answer([{ ...pendingPayment, status: 'processing' }]);
    const dialog = await openModal();
    await choose(dialog, /Payment method/, 'Debit card');
    fillCard(dialog, '4000 0000 0000 3220');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Take / }));
    expect(await within(dialog).findByText('Waiting for the processor')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Download receipt' })).toBeNull();
  }, 20_000);

  it('asks for the amount when nothing is owed, and offers the deposit from a rental', async () => {
    const dialog = await openModal(
      target({
        rentalId,
        choices: [
          { type: 'additional_charges', owed: 0 },
          { type: 'security_deposit', owed: 100000 },
        ],
      }),
    );
    expect(within(dialog).getByText(/Nothing is owed for this type/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    expect(await within(dialog).findByText('Enter the amount')).toBeTruthy();
    expect(calls('POST', createPath)).toHaveLength(0);
    await choose(dialog, /^Type/, 'Security deposit');
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('1000.00');
  }, 20_000);

  it('is offered only to staff who may record and process payments', async () => {
    permissions = new Set(['payments:read', 'payments:create']);
    renderWithProviders(
      <MemoryRouter>
        <TakePaymentButton target={target()} />
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Take payment' })).toBeNull();
  });

  it('opens full screen at 360 px, its buttons wrapping', async () => {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)em/.exec(query);
      const min = /min-width:\s*([\d.]+)em/.exec(query);
      const matches = max ? 360 <= Number(max[1]) * 16 : min ? 360 >= Number(min[1]) * 16 : false;
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    });
    const dialog = await openModal();
    expect(document.querySelector('[data-full-screen="true"]')).toBeTruthy();
    const foot = within(dialog).getByRole('button', { name: 'Back' }).parentElement!;
    expect(foot.style.getPropertyValue('--group-wrap')).toBe('wrap');
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <MemoryRouter>
        <TakePaymentButton target={target()} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'تحصيل دفعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحصيل دفعة' });
    expect(within(dialog).getByText(/المتبقي لهذا النوع/)).toBeTruthy();
  });

  it('explains a short security code and a card past its month before sending', async () => {
    const dialog = await openModal();
    await choose(dialog, /Payment method/, 'Credit card');
    fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.change(within(dialog).getByLabelText(/Security code/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/Expiry/), { target: { value: '01/20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Take / }));

    expect(
      await within(dialog).findByText('Enter the 3 or 4 digits on the back of the card'),
    ).toBeTruthy();
    expect(within(dialog).getByText('This card has expired')).toBeTruthy();
    expect(calls('POST', createPath)).toHaveLength(0);
  });

  it('keeps the test card numbers and the expiry left to right in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <MemoryRouter>
        <TakePaymentButton target={target()} />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'تحصيل دفعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحصيل دفعة' });
    await choose(dialog, /طريقة الدفع/, 'بطاقة ائتمان');

    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220']) {
      expect(within(dialog).getByText(number).getAttribute('dir')).toBe('ltr');
    }
    const expiry = within(dialog).getByText(/^12\/\d\d$/);
    expect(expiry.getAttribute('dir')).toBe('ltr');
    expect(expiry.parentElement?.textContent).toMatch(/^أي تاريخ انتهاء لم يحن بعد، مثل 12\/\d\d،/);
  });
});

describe('booking payments card', () => {
  it("lists the booking's payments with links and offers to process a waiting one", async () => {
    responder = (url) =>
      url.pathname === createPath && url.searchParams.get('filter[rentalId][equals]') === rentalId
        ? reply(200, { data: [pendingPayment], total: 1, page: 1, limit: 100, hasMore: false })
        : url.pathname === createPath
          ? reply(200, { data: [completedPayment], total: 1, page: 1, limit: 100, hasMore: false })
          : undefined;
    renderWithProviders(
      <MemoryRouter>
        <BookingPaymentsCard target={target({ rentalId })} />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('region', { name: 'Payments' });
    const link = await within(card).findByRole('link', { name: 'PAY-000101' });
    expect(link.getAttribute('href')).toBe(`/admin/finance/payments/view/${pendingPayment.id}`);
    expect(within(card).getByRole('link', { name: 'PAY-000102' })).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: 'Process' })).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Take payment' })).toBeTruthy();
  });

  it('says so when there are no payments yet', async () => {
    responder = (url) =>
      url.pathname === createPath
        ? reply(200, { data: [], total: 0, page: 1, limit: 100, hasMore: false })
        : undefined;
    renderWithProviders(
      <MemoryRouter>
        <BookingPaymentsCard target={target()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });
});
