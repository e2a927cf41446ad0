import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { RentalDetailPage } from '../pages/rental-detail-page.tsx';
import {
  cardDepositRental,
  completedRental,
  pendingRental,
  rentalFetch,
  settledDepositRental,
} from '../testing/rental-fixtures.ts';
import { RentalDepositCard, type ProcessDeposit } from './rental-deposit-card.tsx';
import type { RentalPaymentsTarget } from './rental-payments-target.ts';

vi.mock('../../../shared/auth/use-current-user.ts', () => ({
  useCurrentUser: () => ({ user: null, activeRole: 'admin', can: () => true }),
}));

const { mock: fetchMock } = rentalFetch(() => () => undefined);

function renderCard(rental: typeof pendingRental, processDeposit?: ProcessDeposit) {
  renderWithProviders(
    <MemoryRouter>
      <RentalDepositCard rental={rental} processDeposit={processDeposit} onChanged={vi.fn()} />
    </MemoryRouter>,
  );
  return screen.findByRole('region', { name: 'Security deposit' });
}

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('rental deposit card', () => {
  it('shows what was required, held, captured, released and is still owed', async () => {
    const card = await renderCard(settledDepositRental);
    // each figure is the <dd> beside its <dt>
    const value = (label: string) => within(card).getByText(label).nextElementSibling!.textContent;
    expect(value('Required')).toMatch(/1,000\.00/);
    expect(value('Held now')).toMatch(/^\D*0\.00/);
    expect(value('Captured against charges')).toMatch(/69\.00/);
    expect(value('Released to the customer')).toMatch(/931\.00/);
    expect(value('Still owed by the customer')).toMatch(/^\D*0\.00/);
    const link = within(card).getByRole('link', { name: 'PAY-000201' });
    expect(link.getAttribute('href')).toBe(
      '/admin/finance/payments/view/0191a000-0000-7000-8000-0000000000e1',
    );
    expect(within(card).getByText('Refunded')).toBeTruthy();
    expect(
      within(card).getByText(/1,000\.00 · Cash · .*69\.00 captured · .*931\.00 released/),
    ).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Take card deposit' })).toBeNull();
  });

  it('offers to take a pending card deposit through the composed action', async () => {
    const processDeposit = vi.fn<ProcessDeposit>(({ label }) => (
      <button type="button">{label}</button>
    ));
    const card = await renderCard(cardDepositRental, processDeposit);
    expect(within(card).getByText(/The card deposit has not been charged yet/)).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Take card deposit' })).toBeTruthy();
    expect(processDeposit.mock.calls[0]?.[0].paymentId).toBe(
      '0191a000-0000-7000-8000-0000000000e2',
    );
  });

  it("links to the payment's page when no action is composed", async () => {
    const card = await renderCard(cardDepositRental);
    const take = within(card).getByRole('link', { name: 'Take card deposit' });
    expect(take.getAttribute('href')).toBe(
      '/admin/finance/payments/view/0191a000-0000-7000-8000-0000000000e2',
    );
  });

  it('says when no deposit was taken yet, or none is required', async () => {
    const card = await renderCard(pendingRental);
    expect(within(card).getByText('No deposit taken yet: it is taken at checkout.')).toBeTruthy();
  });

  it('says when the rental needs no deposit', async () => {
    const card = await renderCard({
      ...completedRental,
      securityDeposit: 0,
      deposit: { required: 0, held: 0, captured: 0, released: 0, payments: [] },
    });
    expect(within(card).getByText('No security deposit is required for this rental.')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(
      <MemoryRouter>
        <RentalDepositCard rental={cardDepositRental} onChanged={vi.fn()} />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('region', { name: 'مبلغ التأمين' });
    expect(within(card).getByRole('link', { name: 'تحصيل تأمين البطاقة' })).toBeTruthy();
  });
});

describe('rental page composition', () => {
  it('hands the payments feature the customer, the booking and what each type owes', async () => {
    const targets: RentalPaymentsTarget[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/admin/management/rentals/view/:id',
          Component: () => (
            <RentalDetailPage
              payments={(target) => {
                targets.push(target);
                return <p>payments of {target.rentalId}</p>;
              }}
            />
          ),
        },
      ],
      { initialEntries: [`/admin/management/rentals/view/${completedRental.id}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText(`payments of ${completedRental.id}`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Security deposit' })).toBeTruthy();
    const target = targets.at(-1)!;
    expect(target.customerId).toBe(completedRental.customer.id);
    expect(target.reservationId).toBe(completedRental.reservationId);
    expect(target.choices.map((choice) => choice.type)).toEqual([
      'reservation',
      'additional_charges',
      'damage_fees',
      'late_fees',
      'security_deposit',
    ]);
    expect(target.choices[0]?.owed).toBe(104650);
    expect(target.choices.at(-1)?.owed).toBe(100000);
  });
});
