// File contract (DESIGN §1 files in the database): how a stored file leaves the API.
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
