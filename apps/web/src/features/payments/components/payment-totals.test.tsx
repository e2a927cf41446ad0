import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { paymentFetch, reply, type Responder } from '../testing/payment-fixtures.ts';
import { PaymentsListPage } from '../pages/payments-list-page.tsx';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const totals = { count: 2873, currency: 'SAR', amount: 250000, refunded: 40000, net: 210000 };
let asked: URL[] = [];
const responder: Responder = (url) => {
  if (url.pathname !== '/api/v1/payments/totals') return undefined;
  asked.push(url);
  return reply(200, totals);
};
const { mock: fetchMock, clear } = paymentFetch(() => responder);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/admin/finance/payments', Component: PaymentsListPage }],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  asked = [];
  clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('payments totals', () => {
  it("shows the filtered set's figures, grouped, asked with the grid's search and filters", async () => {
    renderAt('/admin/finance/payments?search=Faisal&filter[status][equals]=completed&page=2');
    const region = await screen.findByRole('region', { name: 'Totals of the filtered payments' });
    expect(await within(region).findByText('2,873')).toBeTruthy();
    expect(within(region).getByText(/2,500\.00/)).toBeTruthy();
    expect(within(region).getByText(/400\.00/)).toBeTruthy();
    expect(within(region).getByText(/2,100\.00/)).toBeTruthy();
    const sent = asked.at(-1)!.searchParams;
    expect(sent.get('search')).toBe('Faisal');
    expect(sent.get('filter[status][equals]')).toBe('completed');
    expect(sent.has('page')).toBe(false);
  });

  it('reads in Arabic and offers the export menu', async () => {
    await i18n.changeLanguage('ar');
    renderAt('/admin/finance/payments');
    expect(await screen.findByRole('region', { name: 'إجماليات المدفوعات المصفّاة' })).toBeTruthy();
    expect(screen.getByText('الصافي')).toBeTruthy();
    expect(await screen.findByText('2,873')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /تصدير/ })).toBeTruthy();
  });
});
