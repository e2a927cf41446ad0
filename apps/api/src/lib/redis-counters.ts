import { createClient } from 'redis';
import type { FailureCount, ThrottleStore } from './login-throttle.ts';
import type { CounterStore } from './rate-limit.ts';

/** Not connected yet: call connect(). */
export function createRedisClient(
  url: string,
  { commandTimeoutMs = 500, name = 'motorpool' }: { commandTimeoutMs?: number; name?: string } = {},
) {
  return createClient({
    url,
    // shown by CLIENT LIST, so an operator can tell the app's connections apart
    name,
    // Commands are refused at once while disconnected instead of queueing behind a reconnect,
    // and each one has a deadline, so a request never waits long on an absent Redis.
    disableOfflineQueue: true,
    commandOptions: { timeout: commandTimeoutMs },
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

// The Redis twins of the in-process stores, so every instance counts into the same keys.
// Each change is one MULTI: a count never exists without its expiry, and no other client's
// command lands between the steps.

/** `<prefix>rate:<limit>:<key>`, one string per window: INCR, PEXPIRE NX, PTTL. */
export function createRedisCounterStore(client: RedisClient, prefix: string): CounterStore {
  return {
    async increment(key, windowMs, now) {
      const stored = `${prefix}rate:${key}`;
      const [count, ttl] = (await client
        .multi()
        .incr(stored)
        // NX: only the window's first hit sets the expiry; later hits must not extend it
        .pExpire(stored, windowMs, 'NX')
        .pTTL(stored)
        .exec()
        .then(([incr, , pttl]) => [incr, pttl])) as [number, number];
      return { count, endsAt: now + (ttl >= 0 ? ttl : windowMs) };
    },
  };
}

/** `<prefix>throttle:<key>`, a hash of failures and lastFailureAt that expires after the last. */
export function createRedisThrottleStore(client: RedisClient, prefix: string): ThrottleStore {
  const keyOf = (key: string) => `${prefix}throttle:${key}`;
  return {
    async get(key) {
      const hash = await client.hGetAll(keyOf(key));
      return toCount(hash);
    },
    async increment(key, now, ttlMs) {
      const stored = keyOf(key);
      const [failures] = (await client
        .multi()
        .hIncrBy(stored, 'failures', 1)
        .hSet(stored, 'lastFailureAt', String(now))
        .pExpire(stored, ttlMs)
        .exec()) as [number, ...unknown[]];
      return { failures, lastFailureAt: now };
    },
    async reset(key) {
      await client.del(keyOf(key));
    },
  };
}

function toCount(hash: Record<string, string>): FailureCount | null {
  const failures = Number(hash.failures);
  const lastFailureAt = Number(hash.lastFailureAt);
  if (!Number.isFinite(failures) || failures <= 0 || !Number.isFinite(lastFailureAt)) return null;
  return { failures, lastFailureAt };
}
