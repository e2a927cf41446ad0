// A row that belongs to one tenant user and goes with them: its key columns and constraints.
import { foreignKey, primaryKey, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn } from './columns.ts';
import { users } from './users.ts';

export const userOwnedColumns = () => ({
  tenantId: tenantIdColumn(),
  id: idColumn(),
  userId: uuid('user_id').notNull(),
});

export const userOwnedKeys = (t: {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  userId: AnyPgColumn;
}) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  foreignKey({
    columns: [t.tenantId, t.userId],
    foreignColumns: [users.tenantId, users.id],
  }).onDelete('cascade'),
];
