import type { DomainEvent, DomainEventName, EventRecipient } from '@motorpool/domain/events';
import type { Database } from '../../db/engine.ts';
import { deliveryKey, type EventBus } from '../../lib/events.ts';
import { enqueueOnce, type MailMessage } from '../../lib/outbox.ts';
import { type MailBranding, renderHtml } from './layout.ts';
import { plainText, type TemplateName, templates } from './templates.ts';

export type { MailBranding } from './layout.ts';

/** The company's look in mail, read when a mail is written (logo URL may be site-relative). */
export type MailBrandingReader = (tenantId: string) => Promise<MailBranding>;

export type MailDeps = {
  database: Database;
  branding: MailBrandingReader;
  /** the public origin a site-relative logo URL is made absolute on */
  publicUrl: string;
};

/** The name the mail module subscribes under (its deliveries are tracked by it). */
export const mailSubscriber = 'mail';

// Reservation, rental and payment events carry no recipient: the notifications module will
// decide who hears.
type MailWorthy = Exclude<
  DomainEventName,
  | 'user.registered'
  | 'vehicle.status.changed'
  | `reservation.${string}`
  | `rental.${string}`
  | `payment.${string}`
>;

// Which mail each event sends, with what links. A set-password mail (users made by import)
// reads as a reset mail: the link does the same.
const mailOf: {
  [N in MailWorthy]: (payload: DomainEvent<N>['payload']) => {
    template: TemplateName;
    recipient: EventRecipient;
    link?: string;
    forgotLink?: string;
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
};

// E-mail the events call for: rendered in the recipient's language with the company's
// branding, and written to the outbox, which delivers it (SMTP, or the log) and retries it.
export function createMailService({ database, branding, publicUrl }: MailDeps) {
  async function render(
    template: TemplateName,
    recipient: EventRecipient,
    brand: MailBranding,
    links: { link?: string | undefined; forgotLink?: string | undefined },
  ): Promise<MailMessage> {
    const content = templates[template][recipient.language]({
      name: recipient.firstName,
      link: links.link ?? '',
      forgotLink: links.forgotLink ?? '',
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
    const { template, recipient, ...links } = mailOf[event.name](event.payload as never);
    const message = await render(template, recipient, await branding(event.tenantId), links);
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
