// A verified customer's licence is what staff checked. When the customer changes its number,
// country or expiry themselves, the record goes back to review (status pending, the licence
// documents to review again): the booking and checkout rules must not trust a licence nobody
// has seen.
import type { CustomerOwnChanges } from '@motorpool/domain/schemas/customer';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/engine.ts';
import { customerDocuments, type customers } from '../../db/schema/index.ts';

type CustomerRow = typeof customers.$inferSelect;

const licenceFields = ['drivingLicenseNumber', 'licenseCountry', 'licenseExpiryDate'] as const;

/** Whether the customer's own change alters a licence that staff verified. */
export function verifiedLicenceChanged(before: CustomerRow, changes: CustomerOwnChanges): boolean {
  if (before.status !== 'active') return false;
  return licenceFields.some(
    (field) => changes[field] !== undefined && (changes[field] || null) !== before[field],
  );
}

/** The customer's verified licence documents, to review again. */
export async function licenceDocumentsToReview(tx: Tx, customerId: string): Promise<void> {
  await tx
    .update(customerDocuments)
    .set({ status: 'pending', reviewedBy: null, reviewedAt: null, reason: null })
    .where(
      and(
        eq(customerDocuments.customerId, customerId),
        eq(customerDocuments.category, 'license'),
        eq(customerDocuments.status, 'verified'),
      ),
    );
}
