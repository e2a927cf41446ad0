import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/engine.ts';
import { outbox, tenants } from '../db/schema/index.ts';
import { enqueue, type MailMessage } from '../lib/outbox.ts';
import { createTestDatabase } from '../test/databases.ts';
import {
  logMail,
  mailLoggedMessage,
  outboxMaxAttempts,
  outboxPlugin,
  type OutboxOptions,
} from './outbox.ts';

let database: Database;
let dispose: () => Promise<void>;
let demo: string;
let acme: string;
beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase({ seeded: true }));
  const rows = await database.db.select().from(tenants);
  demo = rows.find((r) => r.subdomain === 'demo')!.id;
  acme = rows.find((r) => r.subdomain === 'acme')!.id;
});
afterAll(async () => dispose());

const mail = (to: string): MailMessage => ({ to, subject: 'Hi', text: 'Hello', locale: 'en' });

async function appWith(options: Partial<OutboxOptions> = {}, lines: string[] = []) {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(outboxPlugin, { database, intervalMs: 0, ...options });
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    (request as unknown as { tenant: { id: string } }).tenant = { id: demo };
  });
  app.post('/touch', async () => {
    await database.withTenant(demo, (tx) => enqueue(tx, demo, 'email', mail('after@test.example')));
    return { ok: true };
  });
  await app.ready();
  return app;
}
const rowsTo = async (tenantId: string, to: string) =>
  (await database.withTenant(tenantId, (tx) => tx.select().from(outbox))).filter(
    (r) => (r.payload as MailMessage).to === to,
  );

describe('outbox dispatcher', () => {
  let app: FastifyInstance;
  afterAll(async () => app?.close());

  it('without SMTP_URL writes pending mail of every tenant to the log and marks it logged', async () => {
    const lines: string[] = [];
    app = await appWith({}, lines);
    await database.withTenant(demo, (tx) => enqueue(tx, demo, 'email', mail('a@test.example')));
    await database.withTenant(acme, (tx) => enqueue(tx, acme, 'email', mail('b@test.example')));
    await app.outbox.flush();
    for (const [tenant, to] of [
      [demo, 'a@test.example'],
      [acme, 'b@test.example'],
    ] as const) {
      const [row] = await rowsTo(tenant, to);
      expect(row).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
      expect(row!.processedAt).toBeInstanceOf(Date);
    }
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === mailLoggedMessage);
    expect(mailLoggedMessage).toBe('mail written to the log (no SMTP_URL set)');
    expect(logged.map((l) => l.mail.to)).toEqual(
      expect.arrayContaining(['a@test.example', 'b@test.example']),
    );
    expect(logged[0].mail).toEqual({ to: expect.any(String), subject: 'Hi', text: 'Hello' });
  });

  it('runs after a mutating response without being asked', async () => {
    const res = await app.inject({ method: 'POST', url: '/touch' });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(async () => (await rowsTo(demo, 'after@test.example'))[0]?.status)
      .toBe('logged');
  });

  it('keeps a failing row pending with its error, and gives up after the last attempt', async () => {
    // A run retries only what was attempted before it started; a clock that moves a second on
    // every reading keeps back-to-back flushes apart even within one millisecond.
    let clock = Date.now();
    const failing = await appWith({
      retryAfterMs: 0,
      now: () => new Date((clock += 1_000)),
      deliverMail: async () => {
        throw new Error('smtp down');
      },
    });
    try {
      await database.withTenant(demo, (tx) => enqueue(tx, demo, 'email', mail('c@test.example')));
      await failing.outbox.flush(demo);
      let [row] = await rowsTo(demo, 'c@test.example');
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
      // the default app waits a minute before trying again
      await app.outbox.flush(demo);
      [row] = await rowsTo(demo, 'c@test.example');
      expect(row!.attempts).toBe(1);
      for (let i = 1; i < outboxMaxAttempts; i += 1) await failing.outbox.flush(demo);
      [row] = await rowsTo(demo, 'c@test.example');
      expect(row).toMatchObject({ status: 'failed', attempts: outboxMaxAttempts });
      expect(row!.processedAt).toBeInstanceOf(Date);
    } finally {
      await failing.close();
    }
  });

  it('marks an unknown kind failed in the end, without touching other rows', async () => {
    await database.withTenant(acme, (tx) =>
      tx
        .insert(outbox)
        .values({ tenantId: acme, kind: 'carrier-pigeon', payload: {}, attempts: 4 }),
    );
    const retrying = await appWith({ retryAfterMs: 0 });
    await retrying.outbox.flush(acme);
    await retrying.close();
    const rows = await database.withTenant(acme, (tx) =>
      tx.select().from(outbox).where(eq(outbox.kind, 'carrier-pigeon')),
    );
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('polls on a timer and stops when the app closes', async () => {
    const sent: string[] = [];
    const ticking = await appWith({
      intervalMs: 20,
      deliverMail: async (m) => {
        sent.push(m.to);
      },
    });
    await database.withTenant(demo, (tx) => enqueue(tx, demo, 'email', mail('timer@test.example')));
    await expect.poll(() => sent.includes('timer@test.example')).toBe(true);
    await ticking.close();
  });
});

describe('outbox dispatcher with SMTP_URL set', () => {
  const token = 'secret-reset-token-0001';
  const resetMail = (to: string): MailMessage => ({
    to,
    subject: 'Reset your password',
    text: `Use this link: http://demo.motorpool.test:3000/auth/reset-password?token=${token}`,
    locale: 'en',
    template: 'resetPassword',
  });

  it('never writes a mail body, link or token to the log, and keeps undelivered mail pending for a retry', async () => {
    const lines: string[] = [];
    // Nothing listens on port 1: the connection is refused at once.
    const smtp = await appWith({ smtpUrl: 'smtp://127.0.0.1:1' }, lines);
    try {
      await database.withTenant(demo, (tx) =>
        enqueue(tx, demo, 'email', resetMail('smtp@test.example')),
      );
      await smtp.outbox.flush(demo);
      const log = lines.join('');
      expect(log).not.toContain(token);
      expect(log).not.toContain('reset-password');
      expect(log).not.toContain('smtp@test.example');
      const [row] = await rowsTo(demo, 'smtp@test.example');
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toEqual(expect.any(String));
      const failed = lines.map((l) => JSON.parse(l)).filter((l) => l.outboxId === row!.id);
      expect(failed).toEqual([
        expect.objectContaining({ kind: 'email', template: 'resetPassword', attempts: 1 }),
      ]);
      expect(failed[0].mail).toBeUndefined();
      expect(lines.some((l) => l.includes(mailLoggedMessage))).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it('still performs the other kinds', async () => {
    const seen: unknown[] = [];
    const smtp = await appWith({
      smtpUrl: 'smtp://mail.test.example:25',
      handlers: {
        ping: async (payload) => {
          seen.push(payload);
        },
      },
    });
    try {
      await database.withTenant(demo, (tx) =>
        tx.insert(outbox).values({ tenantId: demo, kind: 'ping', payload: { n: 1 } }),
      );
      await smtp.outbox.flush(demo);
      expect(seen).toEqual([{ n: 1 }]);
      const rows = await database.withTenant(demo, (tx) =>
        tx.select().from(outbox).where(eq(outbox.kind, 'ping')),
      );
      expect(rows[0]).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });
});

describe('outbox handlers', () => {
  it('performs mail a handler writes within the same flush', async () => {
    const sent: string[] = [];
    const chained = await appWith({
      deliverMail: async (m) => {
        sent.push(m.to);
      },
    });
    try {
      chained.outbox.handle('password_reset', async (payload, row) => {
        await database.withTenant(row.tenantId, (tx) =>
          enqueue(tx, row.tenantId, 'email', mail(payload.email)),
        );
      });
      await database.withTenant(acme, (tx) =>
        enqueue(tx, acme, 'password_reset', { email: 'chain@test.example', requestId: 'r1' }),
      );
      await chained.outbox.flush(acme);
      expect(sent).toContain('chain@test.example');
      expect((await rowsTo(acme, 'chain@test.example'))[0]).toMatchObject({ status: 'sent' });
    } finally {
      await chained.close();
    }
  });
});

describe('logMail', () => {
  it('writes the whole mail to the log, marked as written there', async () => {
    const calls: unknown[] = [];
    const log = { info: (...args: unknown[]) => calls.push(args), warn: () => undefined };
    expect(await logMail(mail('d@test.example'), log as never)).toBe('logged');
    expect(calls[0]).toEqual([
      { mail: { to: 'd@test.example', subject: 'Hi', text: 'Hello' } },
      'mail written to the log (no SMTP_URL set)',
    ]);
  });
});
