import type { DomainEvent, DomainEventName, EventRecipient } from '@motorpool/domain/events';
import type { Database } from '../../db/engine.ts';
import { deliveryKey, type EventBus } from '../../lib/events.ts';
import { enqueueOnce, type MailMessage } from '../../lib/outbox.ts';
import { dateTime, money } from '../../lib/pdf/format.ts';
import { publicLink } from '../../lib/public-links.ts';
import { type MailBranding, renderHtml } from './layout.ts';
import { type BookingFacts, plainText, type TemplateName, templates } from './templates.ts';

export type { MailBranding } from './layout.ts';
// The layout and plain text of any mail, for modules that write their own (notifications).
export { renderHtml } from './layout.ts';
export { type MailContent, plainText } from './templates.ts';

/** The company's look in mail, read when a mail is written (logo URL may be site-relative). */
export type MailBrandingReader = (tenantId: string) => Promise<MailBranding>;

export type MailDeps = {
  database: Database;
  branding: MailBrandingReader;
  /** the public origin a site-relative logo URL is made absolute on */
  publicUrl: string;
  /** the company's subdomain, the host of the pages a mail links to */
  tenants: { findTenant(by: { id: string }): Promise<{ subdomain: string } | null> };
};

/** The name the mail module subscribes under (its deliveries are tracked by it). */
export const mailSubscriber = 'mail';

// Reservation, rental, payment and maintenance events carry no recipient: the notifications
// module decides who hears, as it does of a sign-in.
type MailWorthy = Exclude<
  DomainEventName,
  | 'user.registered'
  | 'user.signedIn'
  | 'vehicle.status.changed'
  | `reservation.${string}`
  | `rental.${string}`
  | `payment.${string}`
  | `maintenance.${string}`
  | `tenant.${string}`
>;

// Which mail each event sends, with what links. A set-password mail (users made by import)
// reads as a reset mail: the link does the same.
const mailOf: {
  [N in MailWorthy]: (payload: DomainEvent<N>['payload']) => {
    template: TemplateName;
    recipient: EventRecipient;
    link?: string;
    forgotLink?: string;
    /** a page of the company's site, made a link on its host */
    page?: string;
    booking?: BookingFacts;
  };
} = {
  'user.emailVerification.requested': (p) => ({ template: 'verifyEmail', ...p }),
  'user.passwordReset.requested': (p) => ({ template: 'resetPassword', ...p }),
  'user.passwordSetup.requested': (p) => ({ template: 'resetPassword', ...p }),
  'user.password.changed': (p) => ({ template: 'passwordChanged', recipient: p.recipient }),
  'user.registration.emailTaken': (p) => ({
    template: 'registrationAttempt',
    recipient: p.recipient,
    link: p.loginLink,
    forgotLink: p.forgotPasswordLink,
  }),
  'booking.confirmation.requested': (p) => {
    const when = (iso: string, branch: string) =>
      `${dateTime(iso, p.recipient.language, p.timeZone)}, ${branch}`;
    return {
      template: 'bookingConfirmation',
      recipient: p.recipient,
      page: `/reservations/${p.reservationId}`,
      booking: {
        number: p.reservationNumber,
        vehicle: p.vehicle,
        pickup: when(p.pickupDate, p.pickupBranch),
        dropOff: when(p.returnDate, p.returnBranch),
        total: money(p.totalAmount, p.currency),
      },
    };
  },
};

// E-mail the events call for: rendered in the recipient's language with the company's
// branding, and written to the outbox, which delivers it (SMTP, or the log) and retries it.
export function createMailService({ database, branding, publicUrl, tenants }: MailDeps) {
  async function render(
    template: TemplateName,
    recipient: EventRecipient,
    brand: MailBranding,
    links: { link?: string | undefined; forgotLink?: string | undefined },
    booking?: BookingFacts,
  ): Promise<MailMessage> {
    const content = templates[template][recipient.language]({
      name: recipient.firstName,
      link: links.link ?? '',
      forgotLink: links.forgotLink ?? '',
      ...(booking ? { booking } : {}),
    });
    const logoUrl = brand.logoUrl ? new URL(brand.logoUrl, publicUrl).toString() : null;
    return {
      to: recipient.email,
      subject: content.subject,
      text: plainText(content),
      html: renderHtml(content, recipient.language, { ...brand, logoUrl }),
      locale: recipient.language,
      template,
      fromName: brand.companyName,
    };
  }

  // A repeated delivery of one event writes the same row id, which is kept once.
  async function mailFor<N extends MailWorthy>(event: DomainEvent<N>): Promise<void> {
    const { template, recipient, page, booking, ...links } = mailOf[event.name](
      event.payload as never,
    );
    if (page) {
      const tenant = await tenants.findTenant({ id: event.tenantId });
      links.link = publicLink(publicUrl, tenant?.subdomain ?? null, page);
    }
    const brand = await branding(event.tenantId);
    const message = await render(template, recipient, brand, links, booking);
    await database.withTenant(event.tenantId, (tx) =>
      enqueueOnce(
        tx,
        event.tenantId,
        deliveryKey(event.id, `${mailSubscriber}/email`),
        'email',
        message,
      ),
    );
  }

  return {
    render,

    /** Subscribes the mail module to every event that sends mail. */
    subscribe(events: Pick<EventBus, 'subscribe'>): void {
      for (const name of Object.keys(mailOf) as MailWorthy[]) {
        events.subscribe(name, mailSubscriber, mailFor);
      }
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
