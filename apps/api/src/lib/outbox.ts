import type { Tx } from '../db/engine.ts';
import { outbox } from '../db/schema/index.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  locale: 'en' | 'ar';
  /** which mail it is, the one thing about it that may be logged besides its id */
  template?: string;
};

export type OutboxPayloads = {
  email: MailMessage;
  /** a forgot-password request, looked into after the answer left (auth/account-service.ts) */
  password_reset: { email: string; requestId: string };
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
 * What became of a performed row: `sent` (handed to a mail transport), `logged` (mail written
 * to the log because no SMTP_URL is set), `done` (any other kind).
 */
export type OutboxOutcome = 'done' | 'sent' | 'logged';
export type OutboxStatus = 'pending' | 'failed' | OutboxOutcome;

export type OutboxHandler<P = unknown> = (
  payload: P,
  row: { id: string; tenantId: string },
) => Promise<OutboxOutcome | void>;
