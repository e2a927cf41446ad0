// The rental terms the contract prints: the company's rental policy as it applies to this car,
// the rules its return will be charged by (docs/product/rentals.md, check-in).
import type { RentalPolicySettings } from '@motorpool/domain/schemas/company-settings';
import { applyBasisPoints } from '@motorpool/domain/money';
import { colours } from '../../../lib/pdf/canvas.ts';
import { integer } from '../../../lib/pdf/format.ts';
import type { Page } from './page.ts';

/** Each term in the reader's words, as the policy stands for the rental's car and rate. */
export function rentalTermLines({ input, t, cash }: Page, policy: RentalPolicySettings) {
  const { rental } = input;
  const hourly =
    policy.lateFee.kind === 'percent'
      ? applyBasisPoints(rental.quote.dailyRate, policy.lateFee.value)
      : policy.lateFee.value;
  const allowance = policy.kmAllowancePerDay[rental.vehicle.category];
  const lines = [
    t('termLateReturn', {
      minutes: integer(policy.lateReturnGraceMinutes),
      amount: cash(hourly),
      daily: cash(rental.quote.dailyRate),
    }),
    allowance === undefined
      ? t('termUnlimitedKm')
      : t('termKm', { km: integer(allowance), rate: cash(policy.excessKmRate) }),
  ];
  if (policy.refuellingRatePer10Percent > 0) {
    lines.push(t('termFuel', { rate: cash(policy.refuellingRatePer10Percent) }));
  }
  lines.push(t('termDamage'));
  return lines;
}

export function rentalTerms(page: Page) {
  const { policy } = page.input;
  if (!policy) return;
  page.canvas.heading(page.t('terms'));
  for (const line of rentalTermLines(page, policy)) {
    page.canvas.paragraph(`• ${line}`, { size: 8.5, colour: colours.muted });
  }
}
