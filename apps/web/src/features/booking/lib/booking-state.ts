// The booking's choices live in the address (so Back, a reload and the way through sign-in keep
// them): the step, the period, both branches, the add-ons and the promo code. The vehicle is the
// route's id. Once created, the reservation's id joins them so a reload never books twice.
export const bookingSteps = [
  'dates',
  'vehicle',
  'extras',
  'driver',
  'review',
  'pay',
  'done',
] as const;
export type BookingStep = (typeof bookingSteps)[number];

export type BookingState = {
  step: BookingStep;
  pickupDate?: string;
  returnDate?: string;
  branchId?: string;
  returnBranchId?: string;
  /** lookup code → quantity */
  addOns: Record<string, number>;
  promoCode?: string;
  reservationId?: string;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function instant(raw: string | null): string | undefined {
  return raw !== null && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined;
}

function idOf(raw: string | null): string | undefined {
  return raw && uuid.test(raw) ? raw : undefined;
}

function readAddOns(raw: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (raw ?? '').split(',')) {
    const [code, qty] = part.split(':');
    const n = Number(qty);
    if (code && /^[A-Za-z0-9_-]{1,50}$/.test(code) && Number.isInteger(n) && n > 0 && n <= 10) {
      out[code] = n;
    }
  }
  return out;
}

export function readBooking(params: URLSearchParams): BookingState {
  const step = params.get('step');
  const state: BookingState = {
    step: (bookingSteps as readonly string[]).includes(step ?? '')
      ? (step as BookingStep)
      : 'dates',
    addOns: readAddOns(params.get('addOns')),
  };
  const fields = {
    pickupDate: instant(params.get('pickupDate')),
    returnDate: instant(params.get('returnDate')),
    branchId: idOf(params.get('branchId')),
    returnBranchId: idOf(params.get('returnBranchId')),
    promoCode: params.get('promoCode')?.trim().slice(0, 40) || undefined,
    reservationId: idOf(params.get('reservationId')),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(state, { [key]: value });
  }
  return state;
}

export function writeBooking(state: BookingState): URLSearchParams {
  const params = new URLSearchParams({ step: state.step });
  const { step: _step, addOns, ...rest } = state;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const chosen = Object.entries(addOns).filter(([, qty]) => qty > 0);
  if (chosen.length > 0) params.set('addOns', chosen.map(([c, q]) => `${c}:${q}`).join(','));
  return params;
}

/** Both dates in order and both branches: what step 1 must have before the car is priced. */
export function periodReady(state: BookingState): boolean {
  return Boolean(
    state.pickupDate &&
    state.returnDate &&
    Date.parse(state.returnDate) > Date.parse(state.pickupDate) &&
    state.branchId &&
    (state.returnBranchId ?? state.branchId),
  );
}

export function addOnList(addOns: Record<string, number>) {
  return Object.entries(addOns)
    .filter(([, quantity]) => quantity > 0)
    .map(([code, quantity]) => ({ code, quantity }));
}

/**
 * An Idempotency-Key kept in sessionStorage under `name`: the same request retried (a double
 * click, a lost answer, a reload) carries the same key, so the API never books or charges twice.
 */
export function keptKey(name: string): string {
  const storageKey = `booking-key:${name}`;
  try {
    const kept = sessionStorage.getItem(storageKey);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(storageKey, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}
