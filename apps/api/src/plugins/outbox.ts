import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/engine.ts';
import { outbox, tenants } from '../db/schema/index.ts';
import {
  loggingTransport,
  type MailTransport,
  senderAddress,
  smtpTransport,
} from '../lib/mail-transport.ts';
import type { MailMessage, OutboxHandler, OutboxOutcome, OutboxPayloads } from '../lib/outbox.ts';

export { logMail, mailLoggedMessage } from '../lib/mail-transport.ts';

export type OutboxOptions = {
  database: Database;
  /** With it, mail is delivered through SMTP; without it, written to the log. */
  smtpUrl?: string | undefined;
  /** The public origin, whose host names the sender of SMTP mail. */
  publicUrl?: string;
  /** how often pending rows are looked for; 0 turns the timer off (after-response runs stay) */
  intervalMs?: number;
  /**
   * How long a row waits after its n-th failed (or claimed but unfinished) attempt, by n; the
   * last entry also after later ones. Default: 1 min, 5 min, 30 min, 2 h.
   */
  retryDelaysMs?: readonly number[];
  /** one wait after every failed attempt (replaces retryDelaysMs) */
  retryAfterMs?: number;
  /** the clock that decides when a row is due again (tests move it) */
  now?: () => Date;
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
export const outboxRetryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** attempts before a row is given up (failed): the first one and one after each delay */
export const outboxMaxAttempts = outboxRetryDelaysMs.length + 1;
const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const mailTemplate = (row: { kind: string; payload: unknown }) =>
  row.kind === 'email' ? ((row.payload as MailMessage).template ?? 'mail') : undefined;

// Performs what modules wrote to the outbox, after their transaction committed: after every
// mutating response (for that request's tenant) and on a timer (for every tenant). A row is
// claimed in one short transaction, performed outside any transaction, then marked with its
// outcome (done, sent, logged) or, after outboxMaxAttempts failures, failed. A failed attempt
// waits longer each time (retryDelaysMs); a request never waits on any of it.
//
// Mail goes through SMTP when SMTP_URL is set, and is then never written to the log (it
// carries reset and verification tokens); without it, the whole mail is logged.
export const outboxPlugin = fp<OutboxOptions>(
  async (app: FastifyInstance, options) => {
    const { database } = options;
    const now = options.now ?? (() => new Date());
    // Also the lease: a claimed row neither sent nor failed by then (a crash) is claimed again.
    const delays =
      options.retryAfterMs !== undefined
        ? [options.retryAfterMs]
        : [...(options.retryDelaysMs ?? outboxRetryDelaysMs)];
    const transport: MailTransport = options.deliverMail
      ? {
          send: async (message, log) => (await options.deliverMail!(message, log)) ?? 'sent',
          close: () => undefined,
        }
      : options.smtpUrl
        ? smtpTransport(
            options.smtpUrl,
            senderAddress(options.publicUrl ?? `http://${new URL(options.smtpUrl).hostname}`),
          )
        : loggingTransport;

    const handlers: Record<string, OutboxHandler> = {
      ...options.handlers,
      email: async (payload) => transport.send(payload as MailMessage, app.log),
    };
    const perform = async (row: {
      id: string;
      tenantId: string;
      kind: string;
      payload: unknown;
      attempts: number;
    }) => {
      const handler = handlers[row.kind];
      if (!handler) throw new Error(`unknown outbox kind ${row.kind}`);
      const done = await handler(row.payload, {
        id: row.id,
        tenantId: row.tenantId,
        attempts: row.attempts,
      });
      return done ?? 'done';
    };

    // A row that failed n times is due again retryDelaysMs[n - 1] after that attempt.
    const dueAgain = (at: Date) =>
      or(
        ...delays.map((ms, i) =>
          and(
            i === delays.length - 1 ? gte(outbox.attempts, i + 1) : eq(outbox.attempts, i + 1),
            lte(outbox.processedAt, new Date(at.getTime() - ms)),
          ),
        ),
      );

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
              or(
                isNull(outbox.processedAt),
                and(dueAgain(now()), lt(outbox.processedAt, runStartedAt)),
              ),
            ),
          )
          .orderBy(asc(outbox.createdAt))
          .limit(outboxBatchSize)
          .for('update', { skipLocked: true });
        return tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, processedAt: now() })
          .where(inArray(outbox.id, due))
          .returning();
      });

    const runTenant = async (tenantId: string) => {
      const runStartedAt = now();
      for (;;) {
        const rows = await claim(tenantId, runStartedAt);
        for (const row of rows) {
          let error: string | null = null;
          let outcome: OutboxOutcome = 'done';
          try {
            outcome = await perform(row);
          } catch (cause) {
            error = cause instanceof Error ? cause.message : String(cause);
          }
          const status =
            error === null ? outcome : row.attempts >= outboxMaxAttempts ? 'failed' : 'pending';
          // Never the payload: a mail's body carries links and tokens.
          if (error !== null) {
            const about = { outboxId: row.id, kind: row.kind, template: mailTemplate(row) };
            if (status === 'failed') {
              app.log.error({ ...about, attempts: row.attempts, error }, 'outbox row given up');
            } else {
              app.log.warn({ ...about, attempts: row.attempts, error }, 'outbox delivery failed');
            }
          }
          await database.withTenant(tenantId, (tx) =>
            tx
              .update(outbox)
              .set({ status, lastError: error, processedAt: now() })
              .where(eq(outbox.id, row.id)),
          );
        }
        if (rows.length === 0) break;
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
    const handle: OutboxDispatcher['handle'] = (kind, handler) => {
      handlers[kind] = handler as OutboxHandler;
    };
    app.decorate('outbox', { flush, handle });

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
      transport.close();
    });
  },
  { name: 'outbox' },
);
