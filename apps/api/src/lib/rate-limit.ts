// Fixed-window counters per key. The store is the whole contract with the backend, so a
// shared one (lib/redis-counters.ts: INCR, PEXPIRE NX and PTTL in one MULTI) replaces the
// in-process map when the API runs as several instances.

export type CounterStore = {
  /**
   * Counts one hit under `key` in the window that started with the key's first hit (a
   * window of `windowMs`), and returns the count so far and when that window ends.
   */
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; endsAt: number }>;
};

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export type RateLimit = {
  /** Counts one request under `key`; refused once more than `limit` fell in the window. */
  take(key: string): Promise<RateVerdict>;
};

export type RateLimitOptions = {
  /** keeps this limit's counts apart from other limits' in a shared store */
  name?: string;
  limit: number;
  windowMs: number;
  store?: CounterStore;
  /** the current time in milliseconds (tests move it) */
  clock?: () => number;
};

export function createRateLimit(options: RateLimitOptions): RateLimit {
  const store = options.store ?? createMemoryCounterStore();
  const clock = options.clock ?? Date.now;
  return {
    async take(key) {
      const now = clock();
      const stored = options.name ? `${options.name}:${key}` : key;
      const { count, endsAt } = await store.increment(stored, options.windowMs, now);
      return count <= options.limit
        ? { allowed: true }
        : { allowed: false, retryAfterMs: Math.max(endsAt - now, 0) };
    },
  };
}

// One process's memory. Expired windows are swept once the map grows, so a spray of
// distinct keys (addresses, e-mails) cannot grow it without bound.
export function createMemoryCounterStore(maxKeys = 50_000): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };
  return {
    async increment(key, windowMs, now) {
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) sweep(now);
      }
      window.count += 1;
      return { count: window.count, endsAt: window.endsAt };
    },
  };
}
