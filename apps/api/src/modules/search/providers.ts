// One search provider per category: which permission reads it, and how it finds records.
import type { SearchCategory, SearchResult } from '@motorpool/domain/schemas/search';
import { and, desc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { customers, users, vehicles } from '../../db/schema/index.ts';
import { backOfficeAccount } from '../users/back-office.ts';
import { match } from './match.ts';

export type SearchProvider = {
  category: SearchCategory;
  permission: string;
  /**
   * 'staff': other people's records, never shown to a customer account even if a role
   * grants the read permission; 'catalogue': what customers browse anyway.
   */
  audience: 'staff' | 'catalogue';
  search(tx: Tx, text: string, limit: number): Promise<SearchResult[]>;
};

const lower = (expression: ReturnType<typeof sql>) => sql`lower(${expression})`;

// Customers browse the fleet too, so a customer account searches vehicles like staff do.
const vehiclesProvider: SearchProvider = {
  category: 'vehicles',
  permission: 'vehicles:browse',
  audience: 'catalogue',
  async search(tx, text, limit) {
    const name = sql`${vehicles.make} || ' ' || ${vehicles.model}`;
    const { where, score } = match(
      [
        lower(sql`${name} || ' ' || ${vehicles.year}`),
        lower(sql`${vehicles.licensePlate}`),
        lower(sql`${vehicles.vin}`),
      ],
      text,
    );
    const rows = await tx
      .select({
        id: vehicles.id,
        title: sql<string>`${name} || ' ' || ${vehicles.year}`,
        subtitle: vehicles.licensePlate,
        score,
      })
      .from(vehicles)
      .where(where)
      .orderBy(desc(score), name)
      .limit(limit);
    return rows.map((r) => ({ category: 'vehicles', ...r }));
  },
};

const usersProvider: SearchProvider = {
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
    return rows.map((r) => ({ category: 'users', ...r }));
  },
};

const customersProvider: SearchProvider = {
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
    return rows.map((r) => ({ category: 'customers', ...r }));
  },
};

// Rentals have no table yet: the category is part of the contract and answers an empty list
// until the rentals module lands (it will search rental numbers, customers and plates).
const rentalsProvider: SearchProvider = {
  category: 'rentals',
  permission: 'rentals:read',
  audience: 'staff',
  search: async () => [],
};

/** In the order results of equal score are listed. */
export const searchProviders: readonly SearchProvider[] = [
  vehiclesProvider,
  customersProvider,
  rentalsProvider,
  usersProvider,
];
