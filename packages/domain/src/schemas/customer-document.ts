// Customer document contract: the fields sent beside an upload,
// the review body and the view. A document starts `pending`; staff review it once, to
// `verified` or `rejected` (with a reason).
import { z } from 'zod';
import {
  type CustomerDocumentStatus,
  customerDocumentCategories,
  customerDocumentStatuses,
} from '../value-lists.ts';
import {
  addIssue,
  type FieldBag,
  isoDate,
  oneOf,
  optionalText,
  type RefineCtx,
  strictObject,
  whenObject,
} from './common.ts';

/** At most this many documents per customer; the next upload is refused (409). */
export const customerDocumentLimit = 20;
/** The largest file accepted, in bytes (413 above). */
export const customerDocumentMaxBytes = 10 * 1024 * 1024;
/** What the bytes may be (decided from the bytes, not the declared type). */
export const customerDocumentFileKinds = ['pdf', 'jpeg', 'png', 'webp'] as const;

// The form fields sent before the `file` part of a multipart upload.
export const customerDocumentFieldsSchema = strictObject({
  category: oneOf(customerDocumentCategories),
  expiryDate: isoDate.optional(),
});
export type CustomerDocumentFields = z.infer<typeof customerDocumentFieldsSchema>;

export const customerDocumentReviewStatuses = ['verified', 'rejected'] as const;

function reasonWhenRejected(value: FieldBag, ctx: RefineCtx): void {
  const reason = typeof value.reason === 'string' ? value.reason.trim() : '';
  if (value.status === 'rejected' && reason === '') {
    addIssue(ctx, 'reason', 'customerDocument.reasonRequired');
  }
}

// Body of POST /customers/{id}/documents/{documentId}/review.
export const customerDocumentReviewSchema = strictObject({
  status: oneOf(customerDocumentReviewStatuses),
  reason: optionalText(500),
}).superRefine(reasonWhenRejected, whenObject);
export type CustomerDocumentReviewInput = z.infer<typeof customerDocumentReviewSchema>;

/** Only a pending document may be reviewed; a reviewed one keeps its verdict. */
export function customerDocumentReviewable(status: CustomerDocumentStatus): boolean {
  return status === 'pending';
}

export const customerDocumentView = z
  .object({
    id: z.uuid(),
    customerId: z.uuid(),
    /** the stored file (DELETE /files/{fileId} removes the document too) */
    fileId: z.uuid(),
    category: z.enum(customerDocumentCategories),
    fileName: z.string(),
    contentType: z.string(),
    /** bytes */
    size: z.number().int(),
    uploadedAt: z.iso.datetime(),
    /** the user who uploaded it; null once that user is deleted */
    uploadedBy: z.uuid().nullable(),
    status: z.enum(customerDocumentStatuses),
    reviewedBy: z.uuid().nullable(),
    reviewedAt: z.iso.datetime().nullable(),
    /** the reviewer's reason (required when rejected) */
    reason: z.string().nullable(),
    expiryDate: z.iso.date().nullable(),
    /** signed, short-lived URL of the bytes (works without the bearer header) */
    url: z.string(),
    /** a 320×240 preview, images only */
    thumbnailUrl: z.string().nullable(),
  })
  .meta({ id: 'CustomerDocument' });
export type CustomerDocumentView = z.infer<typeof customerDocumentView>;
