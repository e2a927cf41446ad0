import { HttpError } from './http-errors.ts';

// Sign-in throttling. Only failures count, per account (tenant + normalised
// e-mail, whether or not such an account exists, so an unknown address behaves like a known
// one) and per client address. A few failures are free; after that each failure makes the next
// attempt wait twice as long as the one before (1 s, 2 s, 4 s … up to 15 minutes). An attempt
// during the wait is refused whatever the password; after it the right password signs in and
// clears the account's count. Nothing locks: a guesser is slowed down, and the owner is never
// kept out longer than the current wait.

export type FailureCount = { failures: number; lastFailureAt: number };

// The shared state. In one process a map; with several instances a Redis store (a hash per
// key: HINCRBY failures, HSET lastFailureAt, PEXPIRE ttl) takes its place.
export type ThrottleStore = {
  get(key: string): Promise<FailureCount | null>;
  /** Adds one failure at `now`; the count is forgotten `ttlMs` after its latest failure. */
  increment(key: string, now: number, ttlMs: number): Promise<FailureCount>;
  reset(key: string): Promise<void>;
};

export type LoginThrottleOptions = {
  store?: ThrottleStore;
  /** milliseconds since the epoch; tests pass their own */
  clock?: () => number;
  /** failures per account before any wait */
  accountFreeFailures?: number;
  /** failures per client address before any wait (people behind one address share it) */
  addressFreeFailures?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** how long a count is kept after its latest failure */
  ttlMs?: number;
};

export type SignInAttempt = { tenantId: string | null; email: string; ip: string };

export type LoginThrottle = {
  /**
   * Runs one sign-in attempt, or throws LoginDelayed while the account or the address must
   * wait. An error for which `isFailure` holds counts as a failure; a result clears the
   * account's failures (the address keeps its own: signing in to one's own account must not
   * buy more guesses at others).
   */
  attempt<T>(
    who: SignInAttempt,
    run: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T>;
};

export class LoginDelayed extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', { key: 'error.tooManyLoginAttempts' });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const loginThrottleDefaults = {
  accountFreeFailures: 5,
  addressFreeFailures: 20,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  ttlMs: 60 * 60_000,
} as const;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The wait after the `failures`-th failure: none while free, then doubling up to the cap. */
export function delayAfter(
  failures: number,
  free: number,
  firstDelayMs: number,
  maxDelayMs: number,
): number {
  if (failures <= free) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - free - 1), maxDelayMs);
}

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const settings = { ...loginThrottleDefaults, ...options };
  const clock = options.clock ?? Date.now;
  const store = options.store ?? createMemoryThrottleStore({ clock });
  // Attempts being checked right now count as failures until they are decided, so a burst of
  // parallel guesses cannot all slip in before the first one is counted. This is per process:
  // across instances the waits still apply, the burst guard per instance.
  const pending = new Map<string, number>();
  const keysOf = (who: SignInAttempt) => [
    {
      key: `account:${who.tenantId ?? 'platform'}:${normaliseEmail(who.email)}`,
      free: settings.accountFreeFailures,
    },
    { key: `ip:${who.ip}`, free: settings.addressFreeFailures },
  ];
  const move = (key: string, by: number) => {
    const next = (pending.get(key) ?? 0) + by;
    if (next > 0) pending.set(key, next);
    else pending.delete(key);
  };

  async function waitMs(key: string, free: number, ahead: number, now: number) {
    const count = await store.get(key);
    const failures = count?.failures ?? 0;
    if (ahead > 0 && failures + ahead >= free) return settings.firstDelayMs;
    if (!count) return 0;
    const delay = delayAfter(failures, free, settings.firstDelayMs, settings.maxDelayMs);
    return count.lastFailureAt + delay - now;
  }

  return {
    async attempt(who, run, isFailure) {
      const keys = keysOf(who);
      // claimed before the first await, so parallel attempts see one another
      const ahead = keys.map(({ key }) => pending.get(key) ?? 0);
      for (const { key } of keys) move(key, 1);
      try {
        const now = clock();
        const waits = await Promise.all(
          keys.map(({ key, free }, i) => waitMs(key, free, ahead[i]!, now)),
        );
        const wait = Math.max(0, ...waits);
        if (wait > 0) throw new LoginDelayed(Math.ceil(wait / 1000));
        try {
          const result = await run();
          await store.reset(keys[0]!.key);
          return result;
        } catch (error) {
          if (isFailure(error)) {
            await Promise.all(keys.map(({ key }) => store.increment(key, clock(), settings.ttlMs)));
          }
          throw error;
        }
      } finally {
        for (const { key } of keys) move(key, -1);
      }
    },
  };
}

// One process's memory. Expired counts are dropped when read and swept once the map is full;
// if it is still full the longest-idle counts go, so a spray of distinct e-mails cannot grow
// it without bound.
export function createMemoryThrottleStore({
  clock = Date.now,
  maxKeys = 50_000,
}: { clock?: () => number; maxKeys?: number } = {}): ThrottleStore {
  const counts = new Map<string, FailureCount & { expiresAt: number }>();
  const live = (key: string) => {
    const count = counts.get(key);
    if (count && count.expiresAt <= clock()) {
      counts.delete(key);
      return undefined;
    }
    return count;
  };
  const sweep = () => {
    const now = clock();
    for (const [key, count] of counts) if (count.expiresAt <= now) counts.delete(key);
    // a map iterates in insertion order, and increment re-inserts: the first is the most idle
    for (const key of counts.keys()) {
      if (counts.size <= maxKeys) break;
      counts.delete(key);
    }
  };
  return {
    async get(key) {
      const count = live(key);
      return count ? { failures: count.failures, lastFailureAt: count.lastFailureAt } : null;
    },
    async increment(key, now, ttlMs) {
      const failures = (live(key)?.failures ?? 0) + 1;
      counts.delete(key);
      counts.set(key, { failures, lastFailureAt: now, expiresAt: now + ttlMs });
      if (counts.size > maxKeys) sweep();
      return { failures, lastFailureAt: now };
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}
