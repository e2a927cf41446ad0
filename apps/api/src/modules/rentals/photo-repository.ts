// The code that reads and writes `rental_inspection_photos`.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { rentalInspectionPhotos, rentalInspections } from '../../db/schema/index.ts';

export async function insertPhoto(
  tx: Tx,
  values: { tenantId: string; rentalId: string; fileId: string; uploadedBy: string },
) {
  const [row] = await tx.insert(rentalInspectionPhotos).values(values).returning();
  if (!row) throw new Error('inspection photo insert returned nothing');
  return row;
}

/** Of these photo ids, the rental's own, with their files. */
export async function photosOf(tx: Tx, rentalId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: rentalInspectionPhotos.id, fileId: rentalInspectionPhotos.fileId })
    .from(rentalInspectionPhotos)
    .where(
      and(eq(rentalInspectionPhotos.rentalId, rentalId), inArray(rentalInspectionPhotos.id, ids)),
    );
}

/** Every photo file of the rental, to release with a deleted rental. */
export async function photoFileIds(tx: Tx, rentalId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: rentalInspectionPhotos.fileId })
    .from(rentalInspectionPhotos)
    .where(eq(rentalInspectionPhotos.rentalId, rentalId));
  return rows.map((r) => r.id);
}

/** The rental whose inspection holds the file (a photo or a signature), if any. */
export async function rentalOfFile(tx: Tx, fileId: string): Promise<string | undefined> {
  const [photo] = await tx
    .select({ rentalId: rentalInspectionPhotos.rentalId })
    .from(rentalInspectionPhotos)
    .where(eq(rentalInspectionPhotos.fileId, fileId));
  if (photo) return photo.rentalId;
  const [signed] = await tx
    .select({ rentalId: rentalInspections.rentalId })
    .from(rentalInspections)
    .where(eq(rentalInspections.signatureFileId, fileId));
  return signed?.rentalId;
}
