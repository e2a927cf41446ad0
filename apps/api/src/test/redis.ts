import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { RedisClient } from '../lib/redis-counters.ts';

export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type TestRedis = {
  url: string;
  /** unique to this test file's run, so parallel runs and projects never share a count */
  keyPrefix: string;
  client: RedisClient;
  /** the keys written under the prefix so far */
  keys: () => Promise<string[]>;
  /** deletes every key under the prefix and disconnects */
  dispose: () => Promise<void>;
};

// A connection to the test Redis and a key prefix of its own. A missing server fails loudly,
// as PostgreSQL does: the shared-counter tests must never be skipped silently.
export async function createTestRedis(): Promise<TestRedis> {
  const url = testRedisUrl();
  const client = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${url} (set TEST_REDIS_URL): ${String(error)}`);
  }
  const keyPrefix = `motorpool:test-${randomBytes(6).toString('hex')}:`;
  const keys = async () => {
    const found: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 100 })) {
      found.push(...batch);
    }
    return found;
  };
  return {
    url,
    keyPrefix,
    client,
    keys,
    dispose: async () => {
      const left = await keys();
      if (left.length > 0) await client.del(left);
      await client.close();
    },
  };
}
