import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

// Who the users list (and its count, export and search) is about: people who work in the back
// office. An account whose every role is `customer` is a customer (the customers list has
// them); an account left with no role at all stays listed, so an administrator can give it one.
export const backOfficeAccount: SQL = sql`not (${users.roles} <@ array['customer']::text[] and cardinality(${users.roles}) > 0)`;
