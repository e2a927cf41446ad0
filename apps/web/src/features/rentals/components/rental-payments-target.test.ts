import { describe, expect, it, vi } from 'vitest';
import { cardDepositRental, pendingRental } from '../testing/rental-fixtures.ts';
import { rentalPaymentsTarget } from './rental-payments-target.ts';

// One deposit per rental: once a deposit payment exists (the card one recorded at checkout,
// waiting to be charged), "Take payment" no longer offers a security deposit; it is taken on
// that payment.
const types = (rental: typeof pendingRental) =>
  rentalPaymentsTarget(rental, vi.fn()).choices.map((choice) => choice.type);

describe('the payment types a rental offers', () => {
  it('offers the security deposit while the rental has none', () => {
    expect(
      types({ ...pendingRental, deposit: { ...pendingRental.deposit, payments: [] } }),
    ).toContain('security_deposit');
  });

  it('offers no second deposit beside the one waiting to be charged', () => {
    expect(cardDepositRental.deposit.payments.length).toBeGreaterThan(0);
    expect(types(cardDepositRental)).not.toContain('security_deposit');
  });

  it('offers one again once the only deposit was cancelled', () => {
    const cancelled = cardDepositRental.deposit.payments.map((payment) => ({
      ...payment,
      status: 'cancelled' as const,
    }));
    const rental = {
      ...cardDepositRental,
      deposit: { ...cardDepositRental.deposit, payments: cancelled },
    };
    expect(types(rental)).toContain('security_deposit');
  });
});
