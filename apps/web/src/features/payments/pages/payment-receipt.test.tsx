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
  refundedPayment,
  reply,
  type Responder,
} from '../testing/payment-fixtures.ts';
import { PaymentDetailPage } from './payment-detail-page.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

let responder: Responder = () => undefined;
const { mock: fetchMock, calls, clear } = paymentFetch(() => responder);
const saved: string[] = [];

const receiptPath = (id: string) => `/api/v1/payments/${id}/receipt`;

// The API's answer to a receipt: PDF bytes under the payment's number.
const pdfReply = (number: string) =>
  new Response(new Blob(['%PDF-1.7']), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="receipt-${number}.pdf"`,
    },
  });

function renderDetail(id: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/finance/payments/view/:id', Component: PaymentDetailPage }],
    { initialEntries: [`/admin/finance/payments/view/${id}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  responder = () => undefined;
  clear();
  saved.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(async () => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('receipt on the payment details', () => {
  it('downloads the receipt of a completed payment in the language shown', async () => {
    responder = (url) =>
      url.pathname === receiptPath(completedPayment.id) ? pdfReply('PAY-000102') : undefined;
    renderDetail(completedPayment.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saved).toEqual(['receipt-PAY-000102.pdf']));
    const sent = fetchMock.mock.calls.map(([input]) => String(input));
    expect(sent).toContain(`${receiptPath(completedPayment.id)}?language=en`);
  });

  it('speaks Arabic and asks for the Arabic receipt', async () => {
    await i18n.changeLanguage('ar');
    responder = (url) =>
      url.pathname === receiptPath(refundedPayment.id) ? pdfReply('PAY-000104') : undefined;
    renderDetail(refundedPayment.id);
    fireEvent.click(await screen.findByRole('button', { name: 'تنزيل الإيصال' }));
    await waitFor(() => expect(saved).toEqual(['receipt-PAY-000104.pdf']));
    expect(calls('GET', receiptPath(refundedPayment.id))).toHaveLength(1);
    const sent = fetchMock.mock.calls.map(([input]) => String(input));
    expect(sent).toContain(`${receiptPath(refundedPayment.id)}?language=ar`);
  });

  it('offers no receipt before the money is taken', async () => {
    renderDetail(failedPayment.id);
    expect(await screen.findByRole('heading', { name: 'PAY-000103' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download receipt' })).toBeNull();
  });

  it('says when the download fails', async () => {
    responder = (url) =>
      url.pathname === receiptPath(completedPayment.id)
        ? reply(409, { statusCode: 409, code: 'CONFLICT', message: 'No receipt' })
        : undefined;
    renderDetail(completedPayment.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByText('The receipt could not be downloaded')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it("shows a deposit's part captured against the rental's charges", async () => {
    const deposit = { ...completedPayment, type: 'security_deposit', capturedAmount: 25000 };
    responder = (url) =>
      url.pathname === `/api/v1/payments/${completedPayment.id}` ? reply(200, deposit) : undefined;
    renderDetail(completedPayment.id);
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Captured against charges')).toBeTruthy();
    expect(within(overview).getByText(/250\.00/)).toBeTruthy();
  });
});

describe('receipt after taking a payment', () => {
  const processPath = `/api/v1/payments/${pendingPayment.id}/process`;

  async function takeByCard(answer: object) {
    responder = (url, init) => {
      if (init.method === 'POST' && url.pathname === processPath) return reply(200, answer);
      if (url.pathname === receiptPath(pendingPayment.id)) return pdfReply('PAY-000101');
      return undefined;
    };
    renderDetail(pendingPayment.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment' });
    fireEvent.change(within(dialog).getByLabelText(/Card number/), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Expiry/), { target: { value: '01/31' } });
    fireEvent.change(within(dialog).getByLabelText(/Security code/), { target: { value: '321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Take / }));
    return dialog;
  }

  it('offers the receipt once the payment is completed', async () => {
    const dialog = await takeByCard({ ...pendingPayment, status: 'completed' });
    expect(await within(dialog).findByText('Payment completed')).toBeTruthy();
    expect(within(dialog).getByText('The receipt is ready to download.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saved).toEqual(['receipt-PAY-000101.pdf']));
  }, 20_000);

  it('offers none while the card awaits the processor', async () => {
    const dialog = await takeByCard({ ...pendingPayment, status: 'processing' });
    expect(await within(dialog).findByText('Waiting for the processor')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Download receipt' })).toBeNull();
  }, 20_000);
});
