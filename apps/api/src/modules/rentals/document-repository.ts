// The only code that reads or writes `rental_documents`.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { rentalDocuments } from '../../db/schema/index.ts';
import type { RentalUserNames } from './ports.ts';

export type RentalDocumentRow = typeof rentalDocuments.$inferSelect;
export type NamedRentalDocumentRow = RentalDocumentRow & { uploadedByName: string | null };

const named = (names: RentalUserNames) => ({
  tenantId: rentalDocuments.tenantId,
  id: rentalDocuments.id,
  rentalId: rentalDocuments.rentalId,
  fileId: rentalDocuments.fileId,
  kind: rentalDocuments.kind,
  uploadedBy: rentalDocuments.uploadedBy,
  createdAt: rentalDocuments.createdAt,
  uploadedByName: names.nameAt({
    tenantId: sql`${rentalDocuments.tenantId}`,
    id: sql`${rentalDocuments.uploadedBy}`,
  }),
});

/** The rental's documents, newest first, or one of them; with the uploaders' names. */
export async function namedDocuments(
  tx: Tx,
  by: { rentalId: string } | { id: string },
  names: RentalUserNames,
): Promise<NamedRentalDocumentRow[]> {
  return tx
    .select(named(names))
    .from(rentalDocuments)
    .where('id' in by ? eq(rentalDocuments.id, by.id) : eq(rentalDocuments.rentalId, by.rentalId))
    .orderBy(desc(rentalDocuments.createdAt), asc(rentalDocuments.id));
}

export async function rentalDocumentCount(tx: Tx, rentalId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rentalDocuments)
    .where(eq(rentalDocuments.rentalId, rentalId));
  return row?.n ?? 0;
}

export async function insertRentalDocument(tx: Tx, values: typeof rentalDocuments.$inferInsert) {
  const [row] = await tx.insert(rentalDocuments).values(values).returning();
  if (!row) throw new Error('rental document insert returned nothing');
  return row;
}

/** One document of the rental, or the document a stored file is; locked while it goes. */
export async function lockRentalDocument(
  tx: Tx,
  by: { rentalId: string; id: string } | { fileId: string },
) {
  const [row] = await tx
    .select()
    .from(rentalDocuments)
    .where(
      'fileId' in by
        ? eq(rentalDocuments.fileId, by.fileId)
        : and(eq(rentalDocuments.rentalId, by.rentalId), eq(rentalDocuments.id, by.id)),
    )
    .for('update');
  return row;
}

/** The stored files of the rental's documents (released when it is deleted). */
export async function rentalDocumentFileIds(tx: Tx, rentalId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileId: rentalDocuments.fileId })
    .from(rentalDocuments)
    .where(eq(rentalDocuments.rentalId, rentalId));
  return rows.map((row) => row.fileId);
}
