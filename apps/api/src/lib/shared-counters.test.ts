import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRedis, type TestRedis } from '../test/redis.ts';
import { createSharedCounters } from './shared-counters.ts';

let redis: TestRedis;
beforeAll(async () => {
  redis = await createTestRedis();
});
afterAll(async () => redis.dispose());

const now = Date.parse('2030-01-01T00:00:00Z');
const recordingLog = () => {
  const lines: { level: 'error' | 'info'; message: string }[] = [];
  return {
    lines,
    error: (_fields: object, message: string) => lines.push({ level: 'error', message }),
    info: (message: string) => lines.push({ level: 'info', message }),
  };
};

describe('shared counters', () => {
  it('count in this process without a Redis URL', async () => {
    const counters = createSharedCounters();
    expect(counters.kind).toBe('memory');
    expect((await counters.counters.increment('k', 60_000, now)).count).toBe(1);
    expect((await counters.counters.increment('k', 60_000, now)).count).toBe(2);
    await counters.close();
  });

  it('count in Redis under their prefix when given a URL', async () => {
    const counters = createSharedCounters({ redisUrl: redis.url, keyPrefix: redis.keyPrefix });
    await counters.ready();
    expect((await counters.counters.increment('in-redis', 60_000, now)).count).toBe(1);
    expect(await redis.keys()).toContain(`${redis.keyPrefix}rate:in-redis`);
    await counters.close();
  });

  it('fail open to the local count when Redis is unreachable, logging it once', async () => {
    const log = recordingLog();
    const counters = createSharedCounters({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: redis.keyPrefix,
    });
    counters.logTo(log);
    await counters.ready(200);
    for (const expected of [1, 2, 3]) {
      expect((await counters.counters.increment('down', 60_000, now)).count).toBe(expected);
    }
    expect(await counters.throttles.increment('account:down', now, 60_000)).toEqual({
      failures: 1,
      lastFailureAt: now,
    });
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(1);
    await counters.close();
  });

  it('go back to Redis when a lost connection comes back, logging both changes', async () => {
    const log = recordingLog();
    const clientName = `mp-test-${redis.keyPrefix.split(':')[1]}`;
    const counters = createSharedCounters({
      redisUrl: redis.url,
      keyPrefix: redis.keyPrefix,
      clientName,
    });
    counters.logTo(log);
    await counters.ready();
    expect((await counters.counters.increment('lost', 60_000, now)).count).toBe(1);
    const list = await redis.client.clientList();
    const own = list.find((client) => client.name === clientName);
    expect(own).toBeDefined();
    await redis.client.clientKill({ filter: 'ID', id: Number(own!.id) });
    // while it reconnects the local count answers (it has not seen the first hit)
    expect((await counters.counters.increment('lost', 60_000, now)).count).toBe(1);
    expect(log.lines.map((line) => line.level)).toEqual(['error']);
    for (let waited = 0; waited < 2_000 && log.lines.length < 2; waited += 50) await sleep(50);
    expect((await counters.counters.increment('lost', 60_000, now)).count).toBe(2);
    expect(log.lines.map((line) => line.level)).toEqual(['error', 'info']);
    await counters.close();
  });
});
