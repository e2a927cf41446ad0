// Providers of the categories whose module does not exist yet: the customers and rentals
// modules will offer their own (search/contract.ts) and these go.
import type { SearchResult } from '@motorpool/domain/schemas/search';
import { desc, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { match } from '../../lib/search-match.ts';
import type { SearchProvider } from './contract.ts';

const lower = (expression: ReturnType<typeof sql>) => sql`lower(${expression})`;

export const customersProvider: SearchProvider = {
  category: 'customers',
  permission: 'customers:read',
  audience: 'staff',
  async search(tx, text, limit) {
    const name = sql`${customers.firstName} || ' ' || ${customers.lastName}`;
    const { where, score } = match(
      [
        lower(name),
        lower(sql`${customers.email}`),
        lower(sql`${customers.phone}`),
        lower(sql`${customers.drivingLicenseNumber}`),
        lower(sql`${customers.idNumber}`),
      ],
      text,
    );
    const rows = await tx
      .select({
        id: customers.id,
        title: sql<string>`${name}`,
        subtitle: sql<string>`${customers.email} || ' · ' || ${customers.phone}`,
        score,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(score), name)
      .limit(limit);
    return rows.map((r): SearchResult => ({ category: 'customers', ...r }));
  },
};

// Rentals have no table yet: the category is part of the contract and answers an empty list
// until the rentals module lands (it will search rental numbers, customers and plates).
export const rentalsProvider: SearchProvider = {
  category: 'rentals',
  permission: 'rentals:read',
  audience: 'staff',
  search: async () => [],
};
