// Notifications, built for the composition root (services.ts) from the services and
// readers it already holds: written from domain events and by the creators, each person's
// preferences deciding what is kept, pushed over the socket (the hub) and mailed now or in a
// digest.
import type { Database } from './db/engine.ts';
import type { EventBus } from './lib/events.ts';
import { money } from './lib/pdf/format.ts';
import { publicLink } from './lib/public-links.ts';
import { customerBookingParties } from './modules/customers/service.ts';
import type { MailBrandingReader } from './modules/mail/service.ts';
import { createDelivery } from './modules/notifications/delivery.ts';
import { notificationJobs } from './modules/notifications/digest.ts';
import { createNotificationHub } from './modules/notifications/hub.ts';
import { createRecipients } from './modules/notifications/recipients.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import { createSessionLiveness } from './modules/notifications/session-liveness.ts';
import { subscribeNotifications } from './modules/notifications/subscribers.ts';
import { findPayment } from './modules/payments/repository.ts';
import { roleTable } from './modules/permissions/service.ts';
import { reservationReferences } from './modules/reservations/service.ts';
import { vehicleBookings } from './modules/vehicles/booking-repository.ts';

export type NotificationServiceOptions = {
  database: Database;
  events: Pick<EventBus, 'subscribe'>;
  config: { publicUrl: string };
  tenants: {
    findTenant(by: { id: string }): Promise<{ subdomain: string } | null>;
    timeZoneOf(tenantId: string): Promise<string>;
    listIds(): Promise<string[]>;
  };
  companySettings: {
    get(tenantId: string): Promise<{
      company: { name: string; currency: string };
      branding: { primaryColor: string; logo: { url: string } | null };
    }>;
  };
};

export function buildNotificationServices({
  database,
  events,
  config: { publicUrl },
  tenants,
  companySettings,
}: NotificationServiceOptions) {
  // Mail looks like the mail module's: the company's name, colour and logo.
  const branding: MailBrandingReader = async (tenantId) => {
    const { company, branding: brand } = await companySettings.get(tenantId);
    return {
      companyName: company.name,
      primaryColor: brand.primaryColor,
      logoUrl: brand.logo?.url ?? null,
    };
  };
  const currencyOf = async (tenantId: string) =>
    (await companySettings.get(tenantId)).company.currency;
  const hub = createNotificationHub();
  const recipients = createRecipients({
    roleTable,
    customer: customerBookingParties.find,
    vehicle: vehicleBookings.find,
  });
  const delivery = createDelivery({
    database,
    hub,
    branding,
    linksOf: async (tenantId) => {
      const tenant = await tenants.findTenant({ id: tenantId });
      return (path) => publicLink(publicUrl, tenant?.subdomain ?? null, path);
    },
  });
  const timeZoneOf = (tenantId: string) => tenants.timeZoneOf(tenantId);
  subscribeNotifications(events, { database, recipients, delivery, timeZoneOf, currencyOf });
  return {
    notifications: createNotificationService({
      database,
      hub,
      delivery,
      recipients,
      timeZoneOf,
      reservation: reservationReferences.find,
      payment: (tx, id) => findPayment(tx, id),
      money,
    }),
    notificationHub: hub,
    sessionLiveness: createSessionLiveness(database),
    notificationJobs: notificationJobs({
      database,
      recipients,
      branding,
      tenantIds: () => tenants.listIds(),
    }),
  };
}
