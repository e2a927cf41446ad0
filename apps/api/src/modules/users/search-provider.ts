// The users category of global search (modules/search): back-office people by name or e-mail.
import type { SearchResult } from '@motorpool/domain/schemas/search';
import { and, desc, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { match } from '../../lib/search-match.ts';
import type { SearchProvider } from '../search/ports.ts';
import { backOfficeAccount } from './back-office.ts';

const lower = (expression: ReturnType<typeof sql>) => sql`lower(${expression})`;

export const userSearchProvider: SearchProvider = {
  category: 'users',
  permission: 'users:read',
  audience: 'staff',
  async search(tx, text, limit) {
    const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
    const { where, score } = match([lower(name), lower(sql`${users.email}`)], text);
    const rows = await tx
      .select({ id: users.id, title: sql<string>`${name}`, subtitle: users.email, score })
      .from(users)
      // a customer's account is found as the customer, once
      .where(and(backOfficeAccount, where))
      .orderBy(desc(score), name)
      .limit(limit);
    return rows.map((r): SearchResult => ({ category: 'users', ...r }));
  },
};
