// File contract (files live in the database): how a stored file leaves the API.
import { z } from 'zod';

export const fileView = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    /** signed, short-lived URL of the bytes (works without the bearer header) */
    url: z.string(),
    /** images only */
    thumbnailUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StoredFile' });
export type FileView = z.infer<typeof fileView>;

/**
 * A file a record keeps (a booking's document, a work order's attachment): the fields each such
 * view shows beside its own id, record and kind.
 */
export const attachedFileFields = {
  /** the stored file (DELETE /files/{fileId} removes the record's entry too) */
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  /** bytes */
  size: z.number().int(),
  /** the user who uploaded it, kept as history after that user is deleted */
  uploadedBy: z.uuid().nullable(),
  /** that user's full name; null once that user is deleted */
  uploadedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** signed, short-lived URL of the bytes (works without the bearer header) */
  url: z.string(),
  /** a 320×240 preview, images only */
  thumbnailUrl: z.string().nullable(),
};
