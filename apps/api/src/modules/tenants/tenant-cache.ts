import type { TenantRow } from './repository.ts';

/**
 * Every request resolves its tenant, and the row rarely changes (a suspension, new sign-in
 * settings). Each instance keeps what it read for this long; its own changes drop the entry at
 * once, another instance's show within this time.
 */
export const TENANT_CACHE_MS = 5_000;

type Entry = { row: TenantRow; until: number };

// One cache per tenant service, which the composition root builds once per app.
export function createTenantCache() {
  const cache = new Map<string, Entry>();
  return {
    /** The tenant under `key` (its id or subdomain), read through the cache; unknown ones are not kept. */
    async read(key: string, load: () => Promise<TenantRow | null>): Promise<TenantRow | null> {
      const hit = cache.get(key);
      if (hit && hit.until > Date.now()) return hit.row;
      const row = await load();
      if (row) cache.set(key, { row, until: Date.now() + TENANT_CACHE_MS });
      else cache.delete(key);
      return row;
    },

    /** Drops a changed tenant, whichever key it was read under. Call after the change commits. */
    forget(id: string): void {
      for (const [key, entry] of cache) if (entry.row.id === id) cache.delete(key);
    },
  };
}
