import { describe, expect, it } from 'vitest';
import { createRateLimit } from './rate-limit.ts';

describe('createRateLimit', () => {
  it('allows `limit` hits per key in a fixed window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limit = createRateLimit({ limit: 2, windowMs: 60_000, clock: () => now });
    expect(await limit.take('a')).toEqual({ allowed: true });
    now += 10_000;
    expect(await limit.take('a')).toEqual({ allowed: true });
    expect(await limit.take('b')).toEqual({ allowed: true });
    now += 20_000;
    expect(await limit.take('a')).toEqual({ allowed: false, retryAfterMs: 30_000 });
    now += 30_000;
    expect(await limit.take('a')).toEqual({ allowed: true });
  });
});
