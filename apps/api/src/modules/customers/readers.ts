// What other modules read of customers without a service: the record an account signs up with,
// a booking's customer and their card, and the global search's customers.
import type { SearchResult } from '@motorpool/domain/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { likeLiteral } from '../../lib/like-pattern.ts';
import type { SearchProvider } from '../search/ports.ts';
import type { CustomerAccounts } from './ports.ts';
import {
  findCustomer,
  findCustomerByEmail,
  findCustomerOfUser,
  insertCustomer,
  linkCustomerToUser,
  searchCustomers,
} from './repository.ts';

/** What sign-up and external sign-in do with an account's customer record (auth's deps). */
export const customerAccounts: CustomerAccounts = {
  findByEmail: findCustomerByEmail,
  create: (tx, values) => insertCustomer(tx, { ...values, status: 'pending' }),
  link: linkCustomerToUser,
};

/**
 * What reservations read of a customer (handed to them by composition.ts): the booking standing,
 * an account's own record, and subqueries their list embeds in its own statement.
 */
export const customerBookingParties = {
  find: (tx: Tx, id: string) => findCustomer(tx, id),
  ofUser: (tx: Tx, userId: string) => findCustomerOfUser(tx, userId),
  cardAt: (customer: { tenantId: SQL; id: SQL }) =>
    sql<{ name: string; email: string; phone: string } | null>`(select json_build_object(
      'name', c.first_name || ' ' || c.last_name, 'email', c.email, 'phone', c.phone)
      from customers c where c.tenant_id = ${customer.tenantId} and c.id = ${customer.id})`,
  idsNamed: (text: string) =>
    sql`select c.id from customers c
      where (c.first_name || ' ' || c.last_name) ilike ${`%${likeLiteral(text)}%`} escape '\\'`,
};

export const customerSearchProvider: SearchProvider = {
  category: 'customers',
  permission: 'customers:read',
  audience: 'staff',
  async search(tx, text, limit) {
    const rows = await searchCustomers(tx, text, limit);
    return rows.map((r): SearchResult => ({ category: 'customers', ...r }));
  },
};
