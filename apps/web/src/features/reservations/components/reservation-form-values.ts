import { defaultCurrency, isCurrency } from '@motorpool/domain/locale-lists';
import { formatMinor, parseMoney } from '@motorpool/domain/money';
import { ownDiscountOf } from '@motorpool/domain/reservation-pricing';
import type {
  AddOnSelection,
  ReservationUpdateInput,
  ReservationView,
} from '@motorpool/domain/schemas/reservation';
import { fromZonedInput, toZonedInput } from '../../../shared/i18n/zoned-time.ts';

export type ReservationFormValues = {
  customerId: string;
  /** wall time in the company's zone, as a datetime-local input holds it */
  pickupDate: string;
  returnDate: string;
  pickupBranchId: string;
  returnBranchId: string;
  /** narrows the availability search only; the booking stores the vehicle */
  category: string;
  vehicleId: string;
  /** quantity per add-on code; absent or 0 = not taken */
  addOns: Record<string, number>;
  /** in major units as typed; the API takes minor units */
  discount: string | number;
  additionalFees: string | number;
  specialRequests: string;
  notes: string;
  internalNotes: string;
};

// In the order a failed check focuses them.
export const reservationFormFields = [
  'customerId',
  'pickupDate',
  'returnDate',
  'pickupBranchId',
  'returnBranchId',
  'vehicleId',
  'addOns',
  'discount',
  'additionalFees',
  'specialRequests',
  'notes',
  'internalNotes',
] as const;

const textFields = ['specialRequests', 'notes', 'internalNotes'] as const;

export function bookingCurrency(currency: string | undefined) {
  return currency && isCurrency(currency) ? currency : defaultCurrency;
}

export function initialReservationValues(
  reservation: ReservationView | undefined,
  timeZone: string,
): ReservationFormValues {
  const currency = bookingCurrency(reservation?.quote.currency);
  const money = (minor: number | undefined) => (minor ? formatMinor(minor, currency) : '');
  return {
    customerId: reservation?.customer.id ?? '',
    pickupDate: reservation ? toZonedInput(reservation.pickupDate, timeZone) : '',
    returnDate: reservation ? toZonedInput(reservation.returnDate, timeZone) : '',
    pickupBranchId: reservation?.pickupBranch.id ?? '',
    returnBranchId: reservation?.returnBranch.id ?? '',
    category: '',
    vehicleId: reservation?.vehicle.id ?? '',
    addOns: Object.fromEntries(
      (reservation?.quote.addOns ?? []).map((addOn) => [addOn.code, addOn.quantity]),
    ),
    // the staff's own discount: the promo code's share is applied again on every re-price
    discount: money(reservation ? ownDiscountOf(reservation.quote) : undefined),
    additionalFees: money(reservation?.quote.additionalFees),
    specialRequests: reservation?.specialRequests ?? '',
    notes: reservation?.notes ?? '',
    internalNotes: reservation?.internalNotes ?? '',
  };
}

// A typed amount in minor units: empty is none, what cannot be read is -1 (the schema refuses).
function minorOf(value: string | number, currency: string): number | undefined {
  if (value === '') return undefined;
  const parsed = parseMoney(String(value), bookingCurrency(currency));
  return parsed.ok ? parsed.minor : -1;
}

export function addOnSelections(addOns: Record<string, number>): AddOnSelection[] {
  return Object.entries(addOns)
    .filter(([, quantity]) => quantity > 0)
    .map(([code, quantity]) => ({ code, quantity }));
}

/** The period as ISO UTC instants, when both ends are typed. */
export function periodOf(values: ReservationFormValues, timeZone: string) {
  return {
    pickupDate: fromZonedInput(values.pickupDate, timeZone),
    returnDate: fromZonedInput(values.returnDate, timeZone),
  };
}

// What the API takes; an edit can clear a note by sending ''.
export function toReservationInput(
  values: ReservationFormValues,
  timeZone: string,
  currency: string,
  editing: boolean,
): Record<string, unknown> {
  const period = periodOf(values, timeZone);
  const input: Record<string, unknown> = {
    customerId: values.customerId,
    vehicleId: values.vehicleId,
    pickupDate: period.pickupDate ?? values.pickupDate,
    returnDate: period.returnDate ?? values.returnDate,
    pickupBranchId: values.pickupBranchId,
    returnBranchId: values.returnBranchId,
    addOns: addOnSelections(values.addOns),
  };
  const discount = minorOf(values.discount, currency);
  const fees = minorOf(values.additionalFees, currency);
  if (discount !== undefined || editing) input.discount = discount ?? 0;
  if (fees !== undefined || editing) input.additionalFees = fees ?? 0;
  for (const field of textFields) {
    const text = values[field].trim();
    if (text !== '' || editing) input[field] = text;
  }
  return input;
}

const sameInstant = (a: unknown, b: string) =>
  typeof a === 'string' && Date.parse(a) === Date.parse(b);

// An edit sends only what changed.
export function changedReservationFields(
  input: ReservationUpdateInput,
  reservation: ReservationView,
): ReservationUpdateInput {
  const before: Record<string, unknown> = {
    customerId: reservation.customer.id,
    vehicleId: reservation.vehicle.id,
    pickupBranchId: reservation.pickupBranch.id,
    returnBranchId: reservation.returnBranch.id,
    discount: ownDiscountOf(reservation.quote),
    additionalFees: reservation.quote.additionalFees,
    specialRequests: reservation.specialRequests ?? '',
    notes: reservation.notes ?? '',
    internalNotes: reservation.internalNotes ?? '',
    addOns: JSON.stringify(
      reservation.quote.addOns.map(({ code, quantity }) => ({ code, quantity })),
    ),
  };
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (field === 'pickupDate' || field === 'returnDate') {
      if (!sameInstant(value, reservation[field])) changed[field] = value;
    } else if (field === 'addOns') {
      if (JSON.stringify(value) !== before.addOns) changed[field] = value;
    } else if (value !== before[field]) {
      changed[field] = value;
    }
  }
  return changed as ReservationUpdateInput;
}
