// The mails of a contact or demo request: the sender's acknowledgement and the platform
// operators' alert. The outbox belongs to companies (each row is a company's, under row level
// security) and a request has none, so each mail is a job item of the platform's queue instead:
// written in the request's transaction, retried with backoff, listed on the health page, and
// retried from there once it has given up.
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/engine.ts';
import { contactRequests } from '../../db/schema/index.ts';
import { defineJob } from '../../lib/jobs/registry.ts';
import { insertJob } from '../../lib/jobs/repository.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  mailLoggedMessage,
  type MailTransport,
  senderAddress,
  smtpTransport,
} from '../../lib/mail-transport.ts';
import type { MailMessage } from '../../lib/outbox.ts';
import { contactAcknowledgement, contactAlert } from '../mail/ports.ts';
import type { PlatformOperators } from './ports.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'contact.acknowledge': { requestId: string };
    'contact.alert-platform': { requestId: string };
  }
}

const maxAttempts = 5;

export async function queueRequestMails(tx: Tx, requestId: string): Promise<void> {
  for (const name of ['contact.acknowledge', 'contact.alert-platform'] as const) {
    await insertJob(tx, {
      name,
      key: requestId,
      forTenantId: null,
      payload: { requestId },
      maxAttempts,
    });
  }
}

export type MailSettings = { smtpUrl?: string | undefined; publicUrl: string };

export function contactJobs(database: Database, mail: MailSettings, operators: PlatformOperators) {
  // Without SMTP_URL the whole mail goes to the log, as the outbox does (e2e/mail.ts reads it).
  const transport: MailTransport | null = mail.smtpUrl
    ? smtpTransport(mail.smtpUrl, senderAddress(mail.publicUrl))
    : null;
  const findRequest = async (requestId: string) =>
    (await database.db.select().from(contactRequests).where(eq(contactRequests.id, requestId)))[0];
  const deliver = async (message: MailMessage, log: FastifyBaseLogger) => {
    if (transport) {
      // The SMTP transport logs nothing (a mail may carry links with tokens).
      await transport.send(message, log);
      return true;
    }
    log.info(
      { mail: { to: message.to, subject: message.subject, text: message.text } },
      mailLoggedMessage,
    );
    return false;
  };
  const requestsLink = `${mail.publicUrl}/admin/support/superAdmin?tab=requests`;
  return [
    defineJob({
      name: 'contact.alert-platform',
      description:
        "Tells the platform's super administrators that a contact or demo request or a privacy question arrived",
      maxAttempts,
      backoffMs: 60_000,
      async handler({ log }, { requestId }) {
        const request = await findRequest(requestId);
        if (!request) return { alerted: 0 };
        const alert = { ...request, message: request.message ?? null };
        const to = await operators.activeEmails();
        for (const address of to) {
          await deliver(contactAlert(address, alert, requestsLink), log as FastifyBaseLogger);
        }
        return { alerted: to.length };
      },
    }),
    defineJob({
      name: 'contact.acknowledge',
      description:
        'Tells the sender of a contact or demo request or a privacy question that it arrived',
      maxAttempts,
      backoffMs: 60_000,
      async handler({ log }, { requestId }) {
        const request = await findRequest(requestId);
        if (!request) return { sent: false };
        const message = contactAcknowledgement(request.email, {
          name: request.name,
          kind: request.kind,
          locale: request.locale === 'ar' ? 'ar' : 'en',
        });
        const sent = await deliver(message, log as FastifyBaseLogger);
        return sent ? { sent } : { sent, logged: true };
      },
    }),
  ];
}
