// The vehicles' time: one exclusion constraint that bookings, rentals and work orders share.
export { holdCalendar, holds } from './service.ts';
