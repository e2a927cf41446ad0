import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { customerDocuments, customers } from '../../db/schema/index.ts';

export type CustomerDocumentRow = typeof customerDocuments.$inferSelect;

/**
 * Whether the customer exists in the tenant; `lock` holds the row so that concurrent uploads
 * count the customer's documents one after the other.
 */
export async function customerExists(tx: Tx, customerId: string, lock = false) {
  const query = tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  const [row] = lock ? await query.for('update') : await query;
  return row !== undefined;
}

export async function documentsOf(tx: Tx, customerId: string) {
  return tx
    .select()
    .from(customerDocuments)
    .where(eq(customerDocuments.customerId, customerId))
    .orderBy(desc(customerDocuments.createdAt), asc(customerDocuments.id));
}

export async function documentCount(tx: Tx, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(customerDocuments)
    .where(eq(customerDocuments.customerId, customerId));
  return row?.n ?? 0;
}

export async function insertDocument(tx: Tx, values: typeof customerDocuments.$inferInsert) {
  const [row] = await tx.insert(customerDocuments).values(values).returning();
  if (!row) throw new Error('customer document insert returned nothing');
  return row;
}

/** One document of the customer, locked when it is to change. */
export async function findDocument(tx: Tx, customerId: string, documentId: string, lock = false) {
  const query = tx
    .select()
    .from(customerDocuments)
    .where(and(eq(customerDocuments.customerId, customerId), eq(customerDocuments.id, documentId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateReview(
  tx: Tx,
  documentId: string,
  review: Pick<CustomerDocumentRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
) {
  const [row] = await tx
    .update(customerDocuments)
    .set(review)
    .where(eq(customerDocuments.id, documentId))
    .returning();
  if (!row) throw new Error('customer document update returned nothing');
  return row;
}

/** The document a stored file is, locked while the file goes. */
export async function documentOfFile(tx: Tx, fileId: string) {
  const [row] = await tx
    .select()
    .from(customerDocuments)
    .where(eq(customerDocuments.fileId, fileId))
    .for('update');
  return row;
}
