import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { type BookingState, readBooking, writeBooking } from './booking-state.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking as the address says, and a way to move on: each change is a new history entry. */
export function useBooking() {
  const raw = useParams().id;
  const vehicleId = raw && uuid.test(raw) ? raw : '';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readBooking(params), [params]);
  const hrefOf = useCallback(
    (changes: Partial<BookingState>, vehicle = vehicleId) =>
      `${paths.tenant.rentalBooking.getHref(vehicle)}?${writeBooking({ ...state, ...changes })}`,
    [state, vehicleId],
  );
  const go = useCallback(
    (changes: Partial<BookingState>, options: { vehicle?: string; replace?: boolean } = {}) =>
      void navigate(hrefOf(changes, options.vehicle), { replace: options.replace }),
    [navigate, hrefOf],
  );
  return { vehicleId, state, go, hrefOf };
}
