import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, OutboxOutcome } from './outbox.ts';

/** Hands one mail over; throws when it was not accepted (the outbox retries it later). */
export type MailTransport = {
  send(message: MailMessage, log: FastifyBaseLogger): Promise<OutboxOutcome>;
  close(): void;
};

export const mailLoggedMessage = 'mail written to the log (no SMTP_URL set)';

// The one place mail leaves the server without SMTP_URL (the embedded evaluation setup): the
// whole mail, links and tokens included, goes to the log, and the row says so.
export async function logMail(message: MailMessage, log: FastifyBaseLogger): Promise<'logged'> {
  log.info(
    { mail: { to: message.to, subject: message.subject, text: message.text } },
    mailLoggedMessage,
  );
  return 'logged';
}

export const loggingTransport: MailTransport = { send: logMail, close: () => undefined };

/** The sender every mail names: no-reply on the public host, under the company's name. */
export const senderAddress = (publicUrl: string): string =>
  `no-reply@${new URL(publicUrl).hostname}`;

// Delivery through SMTP_URL. It only ever runs in the outbox's after-commit worker, so a slow
// or failing server delays other mail, never a request; the short timeouts keep one dead
// server from holding the worker for minutes.
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.fromName ? { name: message.fromName, address: from } : from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: { 'Content-Language': message.locale },
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
