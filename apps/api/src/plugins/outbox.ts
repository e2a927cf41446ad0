import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/engine.ts';
import { outbox, tenants } from '../db/schema/index.ts';
import type { MailMessage } from '../lib/outbox.ts';

export type OutboxOptions = {
  database: Database;
  smtpUrl?: string | undefined;
  /** how often pending rows are looked for; 0 turns the timer off (after-response runs stay) */
  intervalMs?: number;
  /** how long a failed (or claimed but unfinished) row waits before the next attempt */
  retryAfterMs?: number;
  /** performers of further kinds, by kind ('email' is built in) */
  handlers?: Record<string, (payload: unknown) => Promise<void>>;
  /** replaces mail delivery (tests) */
  deliverMail?: (message: MailMessage, log: FastifyBaseLogger) => Promise<void>;
};

export type OutboxDispatcher = {
  /** Performs the pending side effects of one tenant, or of every tenant. */
  flush(tenantId?: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
  }
}

export const outboxBatchSize = 20;
export const outboxMaxAttempts = 5;
const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The one place mail leaves the server. Without SMTP_URL it is logged (development, tests);
// SMTP delivery (nodemailer) is not installed yet and plugs in here.
export async function deliverMail(
  message: MailMessage,
  log: FastifyBaseLogger,
  smtpUrl?: string,
): Promise<void> {
  if (smtpUrl) log.warn('SMTP delivery is not available yet; the mail is logged instead');
  log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail');
}

// Performs what modules wrote to the outbox, after their transaction committed: after every
// mutating response (for that request's tenant) and on a timer (for every tenant). A row is
// claimed in one short transaction, performed outside any transaction, then marked sent or,
// after outboxMaxAttempts failures, failed.
export const outboxPlugin = fp<OutboxOptions>(
  async (app: FastifyInstance, options) => {
    const { database } = options;
    // Also the lease: a claimed row neither sent nor failed by then (a crash) is claimed again.
    const retryAfterMs = options.retryAfterMs ?? 60_000;
    const deliver =
      options.deliverMail ??
      ((message: MailMessage, log: FastifyBaseLogger) =>
        deliverMail(message, log, options.smtpUrl));

    const handlers: Record<string, (payload: unknown) => Promise<void>> = {
      ...options.handlers,
      email: (payload) => deliver(payload as MailMessage, app.log),
    };
    const perform = async (kind: string, payload: unknown) => {
      const handler = handlers[kind];
      if (!handler) throw new Error(`unknown outbox kind ${kind}`);
      await handler(payload);
    };

    const claim = (tenantId: string) =>
      database.withTenant(tenantId, async (tx) => {
        const due = tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.status, 'pending'),
              or(
                isNull(outbox.processedAt),
                lte(outbox.processedAt, new Date(Date.now() - retryAfterMs)),
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

    const runTenant = async (tenantId: string) => {
      for (;;) {
        const rows = await claim(tenantId);
        for (const row of rows) {
          let error: string | null = null;
          try {
            await perform(row.kind, row.payload);
          } catch (cause) {
            error = cause instanceof Error ? cause.message : String(cause);
            app.log.warn(
              { outboxId: row.id, kind: row.kind, err: cause },
              'outbox delivery failed',
            );
          }
          const status =
            error === null ? 'sent' : row.attempts >= outboxMaxAttempts ? 'failed' : 'pending';
          await database.withTenant(tenantId, (tx) =>
            tx
              .update(outbox)
              .set({ status, lastError: error, processedAt: new Date() })
              .where(eq(outbox.id, row.id)),
          );
        }
        if (rows.length < outboxBatchSize) return;
      }
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
    app.decorate('outbox', { flush });

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
