import { useRef, useState } from 'react';
import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor } from '@motorpool/domain/money';
import type { payablePaymentTypes } from '@motorpool/domain/schemas/payment';

export type PayableType = (typeof payablePaymentTypes)[number];

/**
 * Whom a payment is taken from and for what, as a reservation or rental page describes it.
 * `choices` are the types offered with what each still owes (minor units); the first is
 * preselected. `onPaid` lets the page refresh its own record once money moved.
 */
export type TakePaymentTarget = {
  customerId: string;
  reservationId?: string;
  rentalId?: string;
  /** the booking's currency, the company's: known at once, unlike the company's settings */
  currency?: string;
  choices: readonly { type: PayableType; owed: number }[];
  onPaid?: () => void;
};

/** What is owed as the amount field shows it: empty when nothing is. */
export function owedAsInput(minor: number | undefined, currency: string | undefined): string {
  if (!minor || minor <= 0) return '';
  return formatMinor(minor, currency && isCurrency(currency) ? currency : defaultCurrency);
}

// One Idempotency-Key per attempt: made when the modal opens and kept while the same request
// is sent again (a retry, a double click); a changed request gets a fresh key, as the server
// refuses a key reused with another body.
export function useAttemptKey(): (request: unknown) => string {
  const [first] = useState(() => crypto.randomUUID());
  const last = useRef<{ request: string; key: string } | null>(null);
  return (request) => {
    const text = JSON.stringify(request);
    if (last.current?.request === text) return last.current.key;
    const key = last.current === null ? first : crypto.randomUUID();
    last.current = { request: text, key };
    return key;
  };
}
