import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedis, type TestRedis } from '../test/redis.ts';
import { createRedisCounterStore, createRedisThrottleStore } from './redis-counters.ts';

let redis: TestRedis;
beforeAll(async () => {
  redis = await createTestRedis();
});
afterAll(async () => redis.dispose());

// The stores' times come from the caller; only the expiry runs on Redis's own clock.
const now = Date.parse('2030-01-01T00:00:00Z');

describe('the Redis counter store', () => {
  it('counts hits in a window that starts at the first hit and is not stretched by later ones', async () => {
    const store = createRedisCounterStore(redis.client, redis.keyPrefix);
    const first = await store.increment('contact:198.51.100.1', 60_000, now);
    expect(first).toEqual({ count: 1, endsAt: expect.any(Number) });
    expect(first.endsAt - now).toBeGreaterThan(59_000);
    const second = await store.increment('contact:198.51.100.1', 600_000, now);
    expect(second.count).toBe(2);
    // PEXPIRE NX: the second hit's longer window did not replace the first one's
    expect(second.endsAt - now).toBeLessThanOrEqual(60_000);
    expect((await store.increment('contact:198.51.100.2', 60_000, now)).count).toBe(1);
    expect(await redis.client.pTTL(`${redis.keyPrefix}rate:contact:198.51.100.1`)).toBeGreaterThan(
      59_000,
    );
  });

  it('starts a new count once the window has expired in Redis', async () => {
    const store = createRedisCounterStore(redis.client, redis.keyPrefix);
    for (const expected of [1, 2, 3]) {
      expect((await store.increment('short', 500, now)).count).toBe(expected);
    }
    await sleep(700);
    expect((await store.increment('short', 500, now)).count).toBe(1);
  });
});

describe('the Redis throttle store', () => {
  it('keeps failures and the latest failure time per key until reset', async () => {
    const store = createRedisThrottleStore(redis.client, redis.keyPrefix);
    expect(await store.get('account:a')).toBeNull();
    expect(await store.increment('account:a', now, 60_000)).toEqual({
      failures: 1,
      lastFailureAt: now,
    });
    expect(await store.increment('account:a', now + 5, 60_000)).toEqual({
      failures: 2,
      lastFailureAt: now + 5,
    });
    expect(await store.get('account:a')).toEqual({ failures: 2, lastFailureAt: now + 5 });
    expect(await store.get('account:b')).toBeNull();
    await store.reset('account:a');
    expect(await store.get('account:a')).toBeNull();
  });

  it('forgets a count its time to live after the latest failure', async () => {
    const store = createRedisThrottleStore(redis.client, redis.keyPrefix);
    await store.increment('account:ttl', now, 600);
    await sleep(400);
    // the second failure renews the time to live
    await store.increment('account:ttl', now + 1, 600);
    await sleep(400);
    expect(await store.get('account:ttl')).toEqual({ failures: 2, lastFailureAt: now + 1 });
    await sleep(350);
    expect(await store.get('account:ttl')).toBeNull();
  });
});
