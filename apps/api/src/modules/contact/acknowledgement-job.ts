// The acknowledgement mail of a contact or demo request. The outbox belongs to companies (each
// row is a company's, under row level security) and a request has none, so the mail is a job
// item of the platform's queue instead: written in the request's transaction, retried with
// backoff, listed on the health page, and retried from there once it has given up.
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
import { contactAcknowledgement } from '../mail/ports.ts';

declare module '../../lib/jobs/registry.ts' {
  interface JobPayloads {
    'contact.acknowledge': { requestId: string };
  }
}

const maxAttempts = 5;

export async function queueAcknowledgement(tx: Tx, requestId: string): Promise<void> {
  await insertJob(tx, {
    name: 'contact.acknowledge',
    key: requestId,
    forTenantId: null,
    payload: { requestId },
    maxAttempts,
  });
}

export type MailSettings = { smtpUrl?: string | undefined; publicUrl: string };

export function contactJobs(database: Database, mail: MailSettings) {
  // Without SMTP_URL the whole mail goes to the log, as the outbox does (e2e/mail.ts reads it).
  const transport: MailTransport | null = mail.smtpUrl
    ? smtpTransport(mail.smtpUrl, senderAddress(mail.publicUrl))
    : null;
  return [
    defineJob({
      name: 'contact.acknowledge',
      description: 'Tells the sender of a contact or demo request that it arrived',
      maxAttempts,
      backoffMs: 60_000,
      async handler({ log }, { requestId }) {
        const [request] = await database.db
          .select()
          .from(contactRequests)
          .where(eq(contactRequests.id, requestId));
        if (!request) return { sent: false };
        const message = contactAcknowledgement(request.email, {
          name: request.name,
          kind: request.kind,
          locale: request.locale === 'ar' ? 'ar' : 'en',
        });
        if (transport) {
          // The SMTP transport logs nothing (a mail may carry links with tokens).
          await transport.send(message, log as FastifyBaseLogger);
          return { sent: true };
        }
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          mailLoggedMessage,
        );
        return { sent: false, logged: true };
      },
    }),
  ];
}
