import type { DomainEvent } from '@motorpool/domain/events';
import type { Tx } from '../db/engine.ts';
import { outbox } from '../db/schema/index.ts';

export type MailMessage = {
  to: string;
  subject: string;
  /** the plain-text part (the whole mail where no HTML is given) */
  text: string;
  /** the HTML part: inline styles only, no remote scripts */
  html?: string;
  locale: 'en' | 'ar';
  /** which mail it is, the one thing about it that may be logged besides its id */
  template?: string;
  /** shown as the sender's name (the company's) */
  fromName?: string;
};

export type OutboxPayloads = {
  email: MailMessage;
  /** a forgot-password request, looked into after the answer left (auth/account-service.ts) */
  password_reset: { email: string; requestId: string };
  /** a published domain event, fanned out to one `event_delivery` row per subscriber */
  event: DomainEvent;
  /** one subscriber's delivery of one event, retried on its own */
  event_delivery: { subscriber: string; event: DomainEvent };
};
export type OutboxKind = keyof OutboxPayloads;

// Writes a side effect inside the caller's transaction (it commits or rolls back with the
// change that caused it); plugins/outbox.ts performs it after commit.
export async function enqueue<K extends OutboxKind>(
  tx: Tx,
  tenantId: string,
  kind: K,
  payload: OutboxPayloads[K],
): Promise<void> {
  await tx.insert(outbox).values({ tenantId, kind, payload });
}

/**
 * Writes a side effect under an id the caller derives from what caused it, once: writing the
 * same id again (a repeated delivery) changes nothing. Answers whether the row was new.
 */
export async function enqueueOnce<K extends OutboxKind>(
  tx: Tx,
  tenantId: string,
  id: string,
  kind: K,
  payload: OutboxPayloads[K],
): Promise<boolean> {
  const rows = await tx
    .insert(outbox)
    .values({ tenantId, id, kind, payload })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * What became of a performed row: `sent` (handed to a mail transport), `logged` (mail written
 * to the log because no SMTP_URL is set), `done` (any other kind).
 */
export type OutboxOutcome = 'done' | 'sent' | 'logged';
export type OutboxStatus = 'pending' | 'failed' | OutboxOutcome;

export type OutboxHandler<P = unknown> = (
  payload: P,
  row: { id: string; tenantId: string; attempts: number },
) => Promise<OutboxOutcome | void>;
