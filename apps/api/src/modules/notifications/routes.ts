import {
  notificationBulkSchema,
  notificationChangeView,
  notificationCreateSchema,
  notificationHealthView,
  notificationItemView,
  notificationListQuery,
  notificationListView,
  notificationPreferencesSchema,
  notificationPreferencesView,
  notificationSentView,
  notificationStatsView,
  notificationUnreadCountView,
  notificationUpdateSchema,
  paymentNotificationEvents,
  reservationNotificationEvents,
  systemNotificationKinds,
  systemNotificationSchema,
} from '@motorpool/domain/schemas/notification';
import { id, oneOf, strictObject } from '@motorpool/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantCaller } from '../../lib/request-caller.ts';
import { route } from '../../lib/route.ts';
import type { NotificationService } from './service.ts';

const tags = ['notifications'];
const idParams = strictObject({ id });
const own = "Only the caller's own notifications; another user's id is 404.";

// Notifications: the paths the web app has always called, plus preferences and clear-all. Reading and
// changing one's own notifications is `notifications:read` / `notifications:update` (every
// role, customers included); the three creators need `notifications:create`.
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications: n }) => {
  route(app, {
    method: 'GET',
    url: '/notifications',
    access: 'notifications:read',
    tags,
    summary: "The caller's notifications, newest first, in pages of 20 by limit and offset",
    description: `${own} Archived ones only with isArchived=true.`,
    querystring: notificationListQuery,
    response: notificationListView,
    errors: [400, 401, 403],
    handler: async (request) => n.list(tenantCaller(request), request.query),
  });

  route(app, {
    method: 'POST',
    url: '/notifications',
    access: 'notifications:create',
    tags,
    summary: 'Send one notification to the caller or to one active user of the company',
    description:
      "Honours the recipient's preferences: a category they switched off writes nothing (the " +
      'answer then has an empty id).',
    body: notificationCreateSchema,
    status: 201,
    response: notificationItemView,
    errors: [400, 401, 403],
    handler: async (request, reply) =>
      reply.status(201).send(await n.create(tenantCaller(request), request.body)),
  });

  route(app, {
    method: 'DELETE',
    url: '/notifications',
    access: 'notifications:update',
    tags,
    summary: "Clear all: deletes every one of the caller's notifications",
    response: notificationChangeView,
    errors: [401, 403],
    handler: async (request) => n.clear(tenantCaller(request)),
  });

  route(app, {
    method: 'POST',
    url: '/notifications/bulk',
    access: 'notifications:update',
    tags,
    summary: 'Mark read or unread, archive or delete up to 100 of the caller’s notifications',
    description: `${own} Ids that are not the caller's are skipped and not counted.`,
    body: notificationBulkSchema,
    response: notificationChangeView,
    errors: [400, 401, 403],
    handler: async (request) => n.bulk(tenantCaller(request), request.body),
  });

  route(app, {
    method: 'GET',
    url: '/notifications/stats',
    access: 'notifications:read',
    tags,
    summary: "The caller's unarchived notifications counted by type, category and priority",
    response: notificationStatsView,
    errors: [401, 403],
    handler: async (request) => n.stats(tenantCaller(request)),
  });

  route(app, {
    method: 'GET',
    url: '/notifications/unread-count',
    access: 'notifications:read',
    tags,
    summary: "The caller's unread, unarchived notifications",
    response: notificationUnreadCountView,
    errors: [401, 403],
    handler: async (request) => n.unreadCount(tenantCaller(request)),
  });

  route(app, {
    method: 'GET',
    url: '/notifications/health',
    access: 'notifications:read',
    tags,
    summary: 'Whether notifications work here: the database and the real-time channel',
    response: notificationHealthView,
    errors: [401, 403],
    handler: async () => n.health(),
  });

  route(app, {
    method: 'GET',
    url: '/notifications/preferences',
    access: 'notifications:read',
    tags,
    summary: "The caller's notification preferences (the defaults until they save some)",
    response: notificationPreferencesView,
    errors: [401, 403],
    handler: async (request) => n.preferences(tenantCaller(request)),
  });

  route(app, {
    method: 'PUT',
    url: '/notifications/preferences',
    access: 'notifications:update',
    tags,
    summary: "Replace the caller's notification preferences",
    body: notificationPreferencesSchema,
    response: notificationPreferencesView,
    errors: [400, 401, 403],
    handler: async (request) => n.savePreferences(tenantCaller(request), request.body),
  });

  route(app, {
    method: 'PUT',
    url: '/notifications/read-all',
    access: 'notifications:update',
    tags,
    summary: "Mark every one of the caller's notifications read",
    response: notificationChangeView,
    errors: [401, 403],
    handler: async (request) => n.markAllRead(tenantCaller(request)),
  });

  route(app, {
    method: 'GET',
    url: '/notifications/:id',
    access: 'notifications:read',
    tags,
    summary: 'One of the caller’s notifications',
    description: own,
    params: idParams,
    response: notificationItemView,
    errors: [400, 401, 403, 404],
    handler: async (request) => n.get(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/notifications/:id',
    access: 'notifications:update',
    tags,
    summary: 'Mark read or unread, archive or unarchive',
    description: own,
    params: idParams,
    body: notificationUpdateSchema,
    response: notificationItemView,
    errors: [400, 401, 403, 404],
    handler: async (request) => n.update(tenantCaller(request), request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/notifications/:id',
    access: 'notifications:update',
    tags,
    summary: 'Delete one of the caller’s notifications',
    description: own,
    params: idParams,
    status: 204,
    errors: [400, 401, 403, 404],
    handler: async (request, reply) => {
      await n.remove(tenantCaller(request), request.params.id);
      return reply.status(204).send();
    },
  });

  route(app, {
    method: 'PUT',
    url: '/notifications/:id/read',
    access: 'notifications:update',
    tags,
    summary: 'Mark one read (the unread count never goes below 0)',
    description: own,
    params: idParams,
    response: notificationItemView,
    errors: [400, 401, 403, 404],
    handler: async (request) => n.markRead(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'PUT',
    url: '/notifications/:id/archive',
    access: 'notifications:update',
    tags,
    summary: 'Archive one (it leaves the list and the counts)',
    description: own,
    params: idParams,
    response: notificationItemView,
    errors: [400, 401, 403, 404],
    handler: async (request) => n.archive(tenantCaller(request), request.params.id),
  });

  route(app, {
    method: 'POST',
    url: '/notifications/system/:kind',
    access: 'notifications:create',
    tags,
    summary: 'A system notification (announcement, maintenance, update) to the whole company',
    description:
      "Every active back-office user (audience=all: customers' accounts too), each in their " +
      'language; title and message replace the template when given.',
    params: strictObject({ kind: oneOf(systemNotificationKinds) }),
    body: systemNotificationSchema,
    status: 201,
    response: notificationSentView,
    errors: [400, 401, 403],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await n.system(tenantCaller(request), request.params.kind, request.body)),
  });

  route(app, {
    method: 'POST',
    url: '/notifications/reservation/:reservationId/:event',
    access: 'notifications:create',
    tags,
    summary: "Notify about a reservation: its staff and the customer's account",
    params: strictObject({ reservationId: id, event: oneOf(reservationNotificationEvents) }),
    status: 201,
    response: notificationSentView,
    errors: [400, 401, 403, 404],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await n.reservation(
            tenantCaller(request),
            request.params.reservationId,
            request.params.event,
          ),
        ),
  });

  route(app, {
    method: 'POST',
    url: '/notifications/payment/:paymentId/:event',
    access: 'notifications:create',
    tags,
    summary: "Notify about a payment: finance staff and the customer's account",
    params: strictObject({ paymentId: id, event: oneOf(paymentNotificationEvents) }),
    status: 201,
    response: notificationSentView,
    errors: [400, 401, 403, 404],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await n.payment(tenantCaller(request), request.params.paymentId, request.params.event),
        ),
  });
};
