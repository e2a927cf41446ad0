import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/engine.ts';
import { outbox, tenants } from '../db/schema/index.ts';
import type { MailMessage, OutboxHandler, OutboxOutcome, OutboxPayloads } from '../lib/outbox.ts';

export type OutboxOptions = {
  database: Database;
  smtpUrl?: string | undefined;
  /** how often pending rows are looked for; 0 turns the timer off (after-response runs stay) */
  intervalMs?: number;
  /** how long a failed (or claimed but unfinished) row waits before the next attempt */
  retryAfterMs?: number;
  /** performers of further kinds, by kind ('email' is built in) */
  handlers?: Record<string, OutboxHandler>;
  /** replaces mail delivery (tests); without an outcome the mail counts as sent */
  deliverMail?: (message: MailMessage, log: FastifyBaseLogger) => Promise<OutboxOutcome | void>;
};

export type OutboxDispatcher = {
  /** Performs the pending side effects of one tenant, or of every tenant. */
  flush(tenantId?: string): Promise<void>;
  /** Names the performer of a kind a module writes (modules register theirs at start). */
  handle<K extends keyof OutboxPayloads>(kind: K, handler: OutboxHandler<OutboxPayloads[K]>): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
  }
}

export const outboxBatchSize = 20;
export const outboxMaxAttempts = 5;
const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const mailLoggedMessage = 'mail written to the log (no SMTP_URL set)';
export const mailHeldMessage = 'mail awaits SMTP delivery';

// The one place mail leaves the server without SMTP_URL (the embedded evaluation setup): the
// whole mail, links and tokens included, goes to the log, and the row says so.
export async function logMail(message: MailMessage, log: FastifyBaseLogger): Promise<'logged'> {
  log.info(
    { mail: { to: message.to, subject: message.subject, text: message.text } },
    mailLoggedMessage,
  );
  return 'logged';
}

// Performs what modules wrote to the outbox, after their transaction committed: after every
// mutating response (for that request's tenant) and on a timer (for every tenant). A row is
// claimed in one short transaction, performed outside any transaction, then marked with its
// outcome (done, sent, logged) or, after outboxMaxAttempts failures, failed.
//
// With SMTP_URL set, mail is never written to the log (it carries reset and verification
// tokens). SMTP delivery is not built yet, so such mail stays pending for the transport that
// will send it: the dispatcher leaves it alone and logs only its id and template, once.
export const outboxPlugin = fp<OutboxOptions>(
  async (app: FastifyInstance, options) => {
    const { database } = options;
    // Also the lease: a claimed row neither sent nor failed by then (a crash) is claimed again.
    const retryAfterMs = options.retryAfterMs ?? 60_000;
    const deliver = options.deliverMail ?? logMail;
    // No mail transport exists yet: with SMTP_URL set, mail waits for it (unless a test
    // supplies one).
    const holdMail = Boolean(options.smtpUrl) && !options.deliverMail;

    const handlers: Record<string, OutboxHandler> = {
      ...options.handlers,
      email: async (payload) => (await deliver(payload as MailMessage, app.log)) ?? 'sent',
    };
    const perform = async (row: {
      id: string;
      tenantId: string;
      kind: string;
      payload: unknown;
    }) => {
      const handler = handlers[row.kind];
      if (!handler) throw new Error(`unknown outbox kind ${row.kind}`);
      return (await handler(row.payload, { id: row.id, tenantId: row.tenantId })) ?? 'done';
    };

    // Rows written while a run goes on (a handler may write mail) are performed in that run;
    // a row is attempted at most once per run.
    const claim = (tenantId: string, runStartedAt: Date) =>
      database.withTenant(tenantId, async (tx) => {
        const due = tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.status, 'pending'),
              holdMail ? ne(outbox.kind, 'email') : undefined,
              or(
                isNull(outbox.processedAt),
                and(
                  lte(outbox.processedAt, new Date(Date.now() - retryAfterMs)),
                  lt(outbox.processedAt, runStartedAt),
                ),
              ),
            ),
          )
          .orderBy(asc(outbox.createdAt))
          .limit(outboxBatchSize)
          .for('update', { skipLocked: true });
        return tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, processedAt: new Date() })
          .where(inArray(outbox.id, due))
          .returning();
      });

    // Held mail is looked at once (processedAt set), its body never logged.
    const announceHeldMail = async (tenantId: string) => {
      const rows = await database.withTenant(tenantId, (tx) =>
        tx
          .update(outbox)
          .set({ processedAt: new Date() })
          .where(
            and(eq(outbox.kind, 'email'), eq(outbox.status, 'pending'), isNull(outbox.processedAt)),
          )
          .returning({ id: outbox.id, payload: outbox.payload }),
      );
      for (const row of rows) {
        const template = (row.payload as MailMessage).template ?? 'mail';
        app.log.info({ outboxId: row.id, kind: 'email', template }, mailHeldMessage);
      }
    };

    const runTenant = async (tenantId: string) => {
      const runStartedAt = new Date();
      for (;;) {
        const rows = await claim(tenantId, runStartedAt);
        for (const row of rows) {
          let error: string | null = null;
          let outcome: OutboxOutcome = 'done';
          try {
            outcome = await perform(row);
          } catch (cause) {
            error = cause instanceof Error ? cause.message : String(cause);
            app.log.warn(
              { outboxId: row.id, kind: row.kind, err: cause },
              'outbox delivery failed',
            );
          }
          const status =
            error === null ? outcome : row.attempts >= outboxMaxAttempts ? 'failed' : 'pending';
          await database.withTenant(tenantId, (tx) =>
            tx
              .update(outbox)
              .set({ status, lastError: error, processedAt: new Date() })
              .where(eq(outbox.id, row.id)),
          );
        }
        if (rows.length === 0) break;
      }
      if (holdMail) await announceHeldMail(tenantId);
    };

    // One run at a time; a request for another run while one is going is folded into a rerun.
    let closing = false;
    let running: Promise<void> | null = null;
    let queued: Set<string | undefined> = new Set();
    const drain = async () => {
      while (queued.size > 0) {
        const batch = queued;
        queued = new Set();
        const ids = batch.has(undefined)
          ? (await database.db.select({ id: tenants.id }).from(tenants)).map((t) => t.id)
          : [...batch].filter((id): id is string => id !== undefined);
        for (const id of ids) await runTenant(id);
      }
    };
    const start = () => {
      running ??= drain()
        .catch((err: unknown) => app.log.error({ err }, 'outbox dispatch failed'))
        .finally(() => {
          running = null;
          if (queued.size > 0 && !closing) start();
        });
    };
    const settle = async () => {
      while (running) await running;
    };
    const flush = async (tenantId?: string): Promise<void> => {
      queued.add(tenantId);
      start();
      await settle();
    };
    const handle: OutboxDispatcher['handle'] = (kind, handler) => {
      handlers[kind] = handler as OutboxHandler;
    };
    app.decorate('outbox', { flush, handle });
    if (holdMail) {
      app.log.warn(
        'SMTP_URL is set but SMTP delivery is not built yet: mail stays pending in the outbox',
      );
    }

    app.addHook('onResponse', async (request) => {
      if (!mutating.has(request.method) || closing) return;
      // Requests outside a tenant leave their rows to the timer, which visits every tenant.
      const tenantId = (request as { tenant?: { id: string } | null }).tenant?.id;
      if (!tenantId) return;
      // the run is not awaited: the response has left, the next request need not wait
      void flush(tenantId);
    });

    const interval = options.intervalMs ?? 1000;
    const timer =
      interval > 0
        ? setInterval(() => {
            if (!closing) void flush();
          }, interval)
        : null;
    timer?.unref();
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await settle();
    });
  },
  { name: 'outbox' },
);
