import {
  calendarEventsView,
  calendarMaxDays,
  calendarMaxItems,
  calendarQuerySchema,
} from '@motorpool/domain/schemas/rental-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { CalendarService } from './calendar-service.ts';

const tags = ['rentals'];

// Rentals calendar: staff only (a customer account reads its own rentals elsewhere).
export const rentalCalendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  route(app, {
    method: 'GET',
    url: '/rentals/calendar',
    access: ['rentals:read', 'customers:read'],
    tags,
    summary: 'Reservations not yet rented and rentals overlapping [from, to), earliest first',
    description:
      `At most ${calendarMaxDays} days and ${calendarMaxItems} bookings. branchId matches ` +
      'either end; status matches a reservation or a rental in it (none: pending and confirmed ' +
      'reservations, pending, active and completed rentals). A rental out past its return date ' +
      'ends now.',
    querystring: calendarQuerySchema,
    response: calendarEventsView,
    errors: [400, 401, 403],
    handler: async (request) => calendar.events(tenantCaller(request), request.query),
  });
};
