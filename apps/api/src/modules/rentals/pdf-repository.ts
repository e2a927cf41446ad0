// What the PDFs read beside the rental's view: the stored files of the signatures.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { rentalInspections } from '../../db/schema/index.ts';

/** The signature file of each recorded inspection of the rental, by stage. */
export async function signatureFilesOf(
  tx: Tx,
  rentalId: string,
): Promise<{ checkout?: string; checkin?: string }> {
  const rows = await tx
    .select({ stage: rentalInspections.stage, fileId: rentalInspections.signatureFileId })
    .from(rentalInspections)
    .where(eq(rentalInspections.rentalId, rentalId));
  return Object.fromEntries(
    rows.flatMap((row) => (row.fileId ? [[row.stage, row.fileId] as const] : [])),
  );
}
