// The files module.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, idColumn, tenantIdColumn } from './columns.ts';
import { tenants } from './tenants.ts';

// Files (logos, images, documents) live in the database, so a backup holds everything.
export const files = pgTable(
  'files',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    // a small preview of an image (vehicle photos), served by GET /files/{id}/thumbnail
    thumbnail: bytea('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
