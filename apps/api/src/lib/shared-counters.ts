import { createMemoryThrottleStore, type ThrottleStore } from './login-throttle.ts';
import { type CounterStore, createMemoryCounterStore } from './rate-limit.ts';
import {
  createRedisClient,
  createRedisCounterStore,
  createRedisThrottleStore,
} from './redis-counters.ts';

type Log = {
  error: (fields: object, message: string) => void;
  info: (message: string) => void;
};

// Where rate limits and login throttling count: in this process by default, in
// Redis when REDIS_URL is set so that every instance behind a balancer counts as one.
//
// When Redis does not answer, the counters fail open to this process's own memory: a limit
// that failed closed would refuse every caller of every instance while Redis is down, and
// one that simply stopped counting would let a guesser through unchecked. Counting locally
// keeps each instance's limits (a caller can get at most N times the limit through N
// instances) until Redis answers again; the change and the recovery are logged once each.
export type SharedCounters = {
  kind: 'memory' | 'redis';
  counters: CounterStore;
  throttles: ThrottleStore;
  /** Where failures to reach Redis are reported; until called they are not. */
  logTo(log: Log): void;
  /** Waits, at most `waitMs`, for the first connection; never throws. */
  ready(waitMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type SharedCountersOptions = {
  redisUrl?: string | undefined;
  /** every key starts with it; tests add a run id so parallel runs keep apart */
  keyPrefix?: string;
  clock?: () => number;
  /** how long one Redis command may take before the local count is used instead */
  commandTimeoutMs?: number;
  /** the connection's name in CLIENT LIST */
  clientName?: string;
};

export function createSharedCounters({
  redisUrl,
  keyPrefix = 'motorpool:',
  clock = Date.now,
  commandTimeoutMs = 500,
  clientName = 'motorpool',
}: SharedCountersOptions = {}): SharedCounters {
  const local = {
    counters: createMemoryCounterStore(),
    throttles: createMemoryThrottleStore({ clock }),
  };
  if (!redisUrl) {
    return {
      kind: 'memory',
      ...local,
      logTo: () => undefined,
      ready: async () => undefined,
      close: async () => undefined,
    };
  }

  const client = createRedisClient(redisUrl, { commandTimeoutMs, name: clientName });
  const health = createHealth();
  // without a listener an 'error' event would end the process
  client.on('error', (error: unknown) => health.failed(error));
  client.on('ready', () => health.answered());
  const connecting = client.connect().catch(() => undefined);

  const redis = {
    counters: createRedisCounterStore(client, keyPrefix),
    throttles: createRedisThrottleStore(client, keyPrefix),
  };
  const either = <T>(shared: () => Promise<T>, fallback: () => Promise<T>) =>
    // A transaction sent while disconnected waits for the next reconnect attempt, whatever
    // the offline queue says: while not connected the local count answers at once.
    (client.isReady ? shared() : Promise.reject(new Error('Redis is not connected'))).then(
      (value) => {
        health.answered();
        return value;
      },
      (error: unknown) => {
        health.failed(error);
        return fallback();
      },
    );

  return {
    kind: 'redis',
    counters: {
      increment: (key, windowMs, now) =>
        either(
          () => redis.counters.increment(key, windowMs, now),
          () => local.counters.increment(key, windowMs, now),
        ),
    },
    throttles: {
      get: (key) =>
        either(
          () => redis.throttles.get(key),
          () => local.throttles.get(key),
        ),
      increment: (key, now, ttlMs) =>
        either(
          () => redis.throttles.increment(key, now, ttlMs),
          () => local.throttles.increment(key, now, ttlMs),
        ),
      reset: (key) =>
        either(
          () => redis.throttles.reset(key),
          () => local.throttles.reset(key),
        ),
    },
    logTo: (log) => health.logTo(log),
    async ready(waitMs = 2_000) {
      if (client.isReady) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        connecting,
        new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
    },
    async close() {
      // close() waits for commands in flight; a client that never connected has none
      if (client.isReady) await client.close();
      else client.destroy();
      await connecting;
    },
  };
}

// Reports the change from answering to failing and back once each, not once per request.
function createHealth() {
  let log: Log | undefined;
  let failing: { error: unknown } | null = null;
  const report = (error: unknown) =>
    log?.error(
      { err: error },
      'Redis does not answer: rate limits and login throttling count in this process until it does',
    );
  return {
    logTo(next: Log) {
      log = next;
      if (failing) report(failing.error);
    },
    failed(error: unknown) {
      if (failing) return;
      failing = { error };
      report(error);
    },
    answered() {
      if (!failing) return;
      failing = null;
      log?.info('Redis answers again: rate limits and login throttling are shared again');
    },
  };
}
