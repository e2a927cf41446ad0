// Sign-in throttling (DESIGN §5): a sliding window of attempts per account (tenant + e-mail)
// and per client address. The store is a small interface so a shared one (Redis: a sorted set
// per key, ZADD + ZREMRANGEBYSCORE + ZCARD) can replace the in-process map when the API runs
// as several instances.

export type ThrottleStore = {
  /** Records an attempt under `key` at `now` and returns the attempts inside the window. */
  hit(key: string, now: number, windowMs: number): Promise<number>;
  /** Forgets every attempt under `key`. */
  reset(key: string): Promise<void>;
  /** Takes back the latest attempt under `key` (a Redis store: ZPOPMAX). */
  unhit(key: string): Promise<void>;
};

export type LoginThrottleOptions = {
  store?: ThrottleStore;
  windowMs?: number;
  /** attempts allowed per account inside the window */
  accountLimit?: number;
  /** attempts allowed per client address inside the window */
  addressLimit?: number;
};

type Who = { tenantId: string | null; email: string; ip: string };

export type LoginThrottle = {
  /** Counts one attempt; false when the account or the address has used up its allowance. */
  attempt(who: Who, now?: number): Promise<boolean>;
  /**
   * A sign-in succeeded: the account's failures are forgotten and this attempt no longer
   * counts against the address, so only failures use up the allowance (an office of staff
   * behind one address signs in every morning).
   */
  succeeded(who: Who): Promise<void>;
};

const accountKey = ({ tenantId, email }: Who) =>
  `account:${tenantId ?? 'platform'}:${email.trim().toLowerCase()}`;
const addressKey = ({ ip }: Who) => `ip:${ip}`;

export const loginThrottleDefaults = {
  windowMs: 15 * 60_000,
  accountLimit: 10,
  addressLimit: 30,
} as const;

export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const store = options.store ?? createMemoryThrottleStore();
  const windowMs = options.windowMs ?? loginThrottleDefaults.windowMs;
  const accountLimit = options.accountLimit ?? loginThrottleDefaults.accountLimit;
  const addressLimit = options.addressLimit ?? loginThrottleDefaults.addressLimit;
  return {
    async attempt(who, now = Date.now()) {
      const account = await store.hit(accountKey(who), now, windowMs);
      const address = await store.hit(addressKey(who), now, windowMs);
      return account <= accountLimit && address <= addressLimit;
    },
    async succeeded(who) {
      await store.reset(accountKey(who));
      await store.unhit(addressKey(who));
    },
  };
}

// One process's memory: timestamps per key, pruned on every hit; idle keys are swept once
// the map grows, so a spray of distinct e-mails cannot grow it without bound.
export function createMemoryThrottleStore(maxKeys = 50_000): ThrottleStore {
  const hits = new Map<string, number[]>();
  const sweep = (now: number, windowMs: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
    }
  };
  return {
    async hit(key, now, windowMs) {
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > maxKeys) sweep(now, windowMs);
      return recent.length;
    },
    async reset(key) {
      hits.delete(key);
    },
    async unhit(key) {
      hits.get(key)?.pop();
    },
  };
}
