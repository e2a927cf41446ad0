import { hasPermission } from '@motorpool/domain/permissions';
import type { SearchQuery, SearchResponse, SearchResult } from '@motorpool/domain/schemas/search';
import type { Database } from '../../db/engine.ts';
import { apiError } from '../../lib/http-errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { SearchProvider } from './ports.ts';

type UserPrincipal = Extract<Principal, { kind: 'user' }>;

// A customer account (no role but `customer`) sees only the catalogue, whatever it may read.
const isStaff = (p: UserPrincipal) => p.roles.some((role) => role !== 'customer');

const mayRead = (p: UserPrincipal, provider: SearchProvider) =>
  hasPermission(p.permissions, provider.permission) &&
  (provider.audience === 'catalogue' || isStaff(p));

// Global search (the admin header): every category the caller may read, in one tenant
// transaction, best matches first. Each module offers its provider; `providers` is in the
// order results of equal score are listed.
export function createSearchService(database: Database, providers: readonly SearchProvider[]) {
  return {
    async search(principal: UserPrincipal, query: SearchQuery): Promise<SearchResponse> {
      const wanted = providers.filter(
        (p) => query.category === 'all' || p.category === query.category,
      );
      const readable = wanted.filter((p) => mayRead(principal, p));
      // Asking for one category the caller may not read is refused; "all" narrows silently.
      if (query.category !== 'all' && readable.length === 0)
        throw apiError('FORBIDDEN', 'http.forbidden');
      const results = await database.withTenant(principal.tenantId, async (tx) => {
        const found: SearchResult[] = [];
        for (const provider of readable)
          found.push(...(await provider.search(tx, query.q, query.limit)));
        return found;
      });
      const order = new Map(providers.map((p, i) => [p.category, i]));
      results.sort(
        (a, b) => b.score - a.score || (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0),
      );
      return { query: query.q, results };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
