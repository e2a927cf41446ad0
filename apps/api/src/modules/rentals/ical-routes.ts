import { id, strictObject } from '@motorpool/domain/schemas/common';
import {
  calendarFeedDays,
  calendarFeedStateView,
  calendarFeedView,
} from '@motorpool/domain/schemas/rental-calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/language.ts';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { IcalService } from './ical-service.ts';

const tags = ['rentals'];
const branchParams = strictObject({ branchId: id });
const feedFile = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/;

// A branch's iCal feed: made by staff who may change rentals (making one stops the previous
// URL, so a read-only role may not), read by calendar apps with the secret token in the URL
// and no sign-in.
export const rentalIcalRoutes: FastifyPluginAsyncZod<{ ical: IcalService }> = async (
  app,
  { ical },
) => {
  route(app, {
    method: 'POST',
    url: '/rentals/calendar/feeds/:branchId',
    access: ['rentals:update', 'branches:read'],
    tags,
    summary: "A new secret iCal URL for the branch's bookings; the previous URL stops working",
    description: 'The URL is shown once: only a hash of its token is kept.',
    params: branchParams,
    response: calendarFeedView,
    errors: [400, 401, 403, 404],
    handler: async (request) => ical.create(tenantCaller(request), request.params.branchId),
  });

  route(app, {
    method: 'GET',
    url: '/rentals/calendar/feeds/:branchId',
    access: ['rentals:read', 'branches:read'],
    tags,
    summary: 'Whether the branch has an iCal feed, and since when (never its URL)',
    params: branchParams,
    response: calendarFeedStateView,
    errors: [400, 401, 403, 404],
    handler: async (request) => ical.state(tenantCaller(request), request.params.branchId),
  });

  route(app, {
    method: 'GET',
    url: '/public/calendar/:tenantId/:file',
    access: 'public',
    tenant: 'optional',
    tags,
    summary: `The branch's bookings of the next ${calendarFeedDays} days as iCalendar (no sign-in)`,
    description:
      'file is {feedId}.ics; a wrong token, feed or company answers 404. Texts follow ' +
      'Accept-Language (English unless Arabic leads).',
    params: strictObject({
      tenantId: id,
      file: z.string().regex(feedFile),
    }),
    querystring: strictObject({ token: z.string().min(1).max(200) }),
    produces: ['text/calendar'],
    errors: [400, 404],
    handler: async (request, reply) => {
      const feedId = feedFile.exec(request.params.file)?.[1] ?? '';
      const document = await ical.open(
        { tenantId: request.params.tenantId, feedId, token: request.query.token },
        request.tenant?.id ?? null,
        requestLanguage(request.headers['accept-language']),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(document);
    },
  });
};
