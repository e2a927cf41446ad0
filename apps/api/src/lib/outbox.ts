import type { Tx } from '../db/engine.ts';
import { outbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; locale: 'en' | 'ar' };

export type OutboxPayloads = {
  email: MailMessage;
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
