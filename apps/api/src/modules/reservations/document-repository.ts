// The only code that reads or writes `reservation_documents`.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { reservationDocuments } from '../../db/schema/index.ts';
import type { UserNames } from './ports.ts';

export type ReservationDocumentRow = typeof reservationDocuments.$inferSelect;
export type NamedDocumentRow = ReservationDocumentRow & { uploadedByName: string | null };

const named = (names: UserNames) => ({
  tenantId: reservationDocuments.tenantId,
  id: reservationDocuments.id,
  reservationId: reservationDocuments.reservationId,
  fileId: reservationDocuments.fileId,
  kind: reservationDocuments.kind,
  uploadedBy: reservationDocuments.uploadedBy,
  createdAt: reservationDocuments.createdAt,
  uploadedByName: names.nameAt({
    tenantId: sql`${reservationDocuments.tenantId}`,
    id: sql`${reservationDocuments.uploadedBy}`,
  }),
});

/** The reservation's documents, newest first, with the uploaders' names. */
export async function documentsOf(
  tx: Tx,
  reservationId: string,
  names: UserNames,
): Promise<NamedDocumentRow[]> {
  return tx
    .select(named(names))
    .from(reservationDocuments)
    .where(eq(reservationDocuments.reservationId, reservationId))
    .orderBy(desc(reservationDocuments.createdAt), asc(reservationDocuments.id));
}

export async function namedDocument(
  tx: Tx,
  documentId: string,
  names: UserNames,
): Promise<NamedDocumentRow | undefined> {
  const [row] = await tx
    .select(named(names))
    .from(reservationDocuments)
    .where(eq(reservationDocuments.id, documentId));
  return row;
}

export async function documentCount(tx: Tx, reservationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reservationDocuments)
    .where(eq(reservationDocuments.reservationId, reservationId));
  return row?.n ?? 0;
}

export async function insertDocument(tx: Tx, values: typeof reservationDocuments.$inferInsert) {
  const [row] = await tx.insert(reservationDocuments).values(values).returning();
  if (!row) throw new Error('reservation document insert returned nothing');
  return row;
}

/** One document of the reservation, locked while it goes. */
export async function findDocument(tx: Tx, reservationId: string, documentId: string) {
  const [row] = await tx
    .select()
    .from(reservationDocuments)
    .where(
      and(
        eq(reservationDocuments.reservationId, reservationId),
        eq(reservationDocuments.id, documentId),
      ),
    )
    .for('update');
  return row;
}

/** The document a stored file is, locked while the file goes. */
export async function documentOfFile(tx: Tx, fileId: string) {
  const [row] = await tx
    .select()
    .from(reservationDocuments)
    .where(eq(reservationDocuments.fileId, fileId))
    .for('update');
  return row;
}

/** The stored files of the reservation's documents (released when it is deleted). */
export async function documentFileIds(tx: Tx, reservationId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileId: reservationDocuments.fileId })
    .from(reservationDocuments)
    .where(eq(reservationDocuments.reservationId, reservationId));
  return rows.map((row) => row.fileId);
}
