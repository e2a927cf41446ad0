import { publicLink } from '../../lib/public-links.ts';
import type { ModuleBase } from '../../lib/module.ts';
import { mount } from '../../lib/module.ts';
import type { EventBus } from '../../lib/events.ts';
import type { MailBrandingReader } from '../mail/ports.ts';
import { createDelivery } from './delivery.ts';
import { notificationJobs } from './digest.ts';
import { createNotificationHub } from './hub.ts';
import { createRecipients, type RecipientDeps } from './recipients.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationService, type NotificationServiceDeps } from './service.ts';
import { createSessionLiveness } from './session-liveness.ts';
import { subscribeNotifications } from './subscribers.ts';

export type NotificationNeeds = RecipientDeps &
  Pick<NotificationServiceDeps, 'reservation' | 'payment' | 'timeZoneOf'> & {
    branding: MailBrandingReader;
    currencyOf: (tenantId: string) => Promise<string>;
    /** the company's subdomain, the host of the pages a notification links to */
    findTenant(by: { id: string }): Promise<{ subdomain: string } | null>;
    tenantIds: () => Promise<string[]>;
  };

// Notifications: written from domain events and by the creators, each person's preferences
// deciding what is kept, pushed over the socket (the hub) and mailed now or in a digest.
export function notificationsModule({ database, config }: ModuleBase, needs: NotificationNeeds) {
  const { branding, currencyOf, timeZoneOf } = needs;
  const hub = createNotificationHub();
  const recipients = createRecipients(needs);
  const delivery = createDelivery({
    database,
    hub,
    branding,
    linksOf: async (tenantId) => {
      const tenant = await needs.findTenant({ id: tenantId });
      return (path) => publicLink(config.publicUrl, tenant?.subdomain ?? null, path);
    },
    timeZoneOf,
  });
  const notifications = createNotificationService({
    database,
    hub,
    delivery,
    recipients,
    timeZoneOf,
    reservation: needs.reservation,
    payment: needs.payment,
  });
  return {
    name: 'notifications',
    service: notifications,
    hub,
    /** which of a user's sessions are still live: the socket drops the others */
    sessionLiveness: createSessionLiveness(database),
    routes: [mount(notificationRoutes, { notifications })],
    jobs: notificationJobs({
      database,
      recipients,
      branding,
      tenantIds: needs.tenantIds,
      timeZoneOf,
    }),
    subscribe: (events: Pick<EventBus, 'subscribe'>) =>
      subscribeNotifications(events, {
        database,
        recipients,
        delivery,
        currencyOf,
        reservationBranches: async (tx, id) => {
          const found = await needs.reservation(tx, id);
          return found ? [found.pickupBranchId, found.returnBranchId] : [];
        },
      }),
  };
}

// The notifications socket, which app.ts mounts on the server beside the routes.
export { realtimePlugin, type RealtimeOptions } from './realtime.ts';
