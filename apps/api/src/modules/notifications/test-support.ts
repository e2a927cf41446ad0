// Helpers for the notifications tests: not part of the server.
import type { AddressInfo } from 'node:net';
import type { NotificationServerEvents } from '@motorpool/domain/schemas/notification';
import { notificationNamespace } from '@motorpool/domain/schemas/notification';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/engine.ts';
import { users } from '../../db/schema/index.ts';
import { createSharedCounters } from '../../lib/shared-counters.ts';
import { composeModules } from '../../composition.ts';
import { testJwtSecret, testPublicUrl } from '../../test/app.ts';
import type { TestUser } from '../../test/identity.ts';
import type { Fleet, Method } from '../vehicles/test-support.ts';

type Rest = Parameters<Fleet['call']> extends [unknown, ...infer R] ? R : never;

/** Fleet's call, with PUT too (inject sends any method). */
export const call = (f: Fleet, method: Method | 'PUT', ...rest: Rest) =>
  f.call(method as Method, ...rest);

export type Notified = { id: string; title: string; message: string; isRead: boolean };

/** Sends one notification to `to` as the demo company's administrator. */
export async function notify(f: Fleet, to: TestUser, overrides: object = {}) {
  const res = await f.call('POST', '/notifications', f.admin, {
    body: {
      userId: to.userId,
      title: 'Heads up',
      message: 'Something happened',
      type: 'info',
      category: 'reservation',
      priority: 'medium',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return (res.json() as { notification: Notified }).notification;
}

export async function setLanguage(
  database: Database,
  tenantId: string,
  user: TestUser,
  language: 'en' | 'ar',
) {
  await database.withTenant(tenantId, (tx) =>
    tx.update(users).set({ preferredLanguage: language }).where(eq(users.id, user.userId)),
  );
}

/** Runs the outbox until it has nothing left (events fan out, then deliver). */
export async function settle(f: Fleet) {
  for (let i = 0; i < 3; i += 1) await f.t.app.outbox.flush(f.demo);
}

/** One more instance of the API on a database, listening on a free port. */
export async function startInstance(
  database: Database,
  options: { redisUrl?: string; redisKey?: string } = {},
) {
  const config = {
    logLevel: 'silent',
    bodyLimitBytes: 1_048_576,
    webDistDir: undefined,
    env: 'test',
    jwtSecret: testJwtSecret,
    publicUrl: testPublicUrl,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
  } as const;
  const services = composeModules({
    database,
    config,
    counters: createSharedCounters({ redisUrl: undefined }),
  });
  const app = await buildApp({
    config,
    database,
    services,
    jobs: { autoStart: false },
    outbox: { intervalMs: 0 },
    realtime: { checkEveryMs: 200, ...(options.redisKey ? { redisKey: options.redisKey } : {}) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, services, url: `http://127.0.0.1:${port}` };
}

export type TestSocket = Socket & {
  /** every server event received so far, in order */
  seen: { event: string; args: unknown[] }[];
  next<E extends keyof NotificationServerEvents>(
    event: E,
    timeoutMs?: number,
  ): Promise<Parameters<NotificationServerEvents[E]>>;
};

/** A client of /notifications; `auth` as the web client sends it. */
export function connect(
  url: string,
  auth: { token?: string; tenantId?: string },
  headers: Record<string, string> = {},
): TestSocket {
  const socket = io(`${url}${notificationNamespace}`, {
    auth,
    extraHeaders: headers,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  }) as TestSocket;
  socket.seen = [];
  socket.onAny((event: string, ...args: unknown[]) => socket.seen.push({ event, args }));
  socket.next = (event, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      socket.once(event as string, (...args: unknown[]) => {
        clearTimeout(timer);
        resolve(args as never);
      });
    });
  return socket;
}

/** The request options of a reader using `language` (English when none is sent). */
export const readingIn = (language: 'en' | 'ar') =>
  language === 'ar' ? { language: 'ar' as const } : {};
