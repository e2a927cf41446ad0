// A rental's documents, its PDFs and the links that share them.
import { z } from 'zod';
import { attachedFileFields } from './file.ts';
import { languages } from '../locale-lists.ts';
import { oneOf, strictObject } from './common.ts';

const timestamp = z.iso.datetime();

// --- documents -----------------------------------------------------------------------------

/** Rental document types. */
export const rentalDocumentKinds = [
  'contract',
  'inspection',
  'identification',
  'insurance',
] as const;
export type RentalDocumentKind = (typeof rentalDocumentKinds)[number];

/** What a rental document may be, judged by its bytes. */
export const rentalDocumentFileKinds = ['pdf', 'jpeg', 'png', 'webp'] as const;
export const rentalDocumentLimit = 20;
export const rentalDocumentMaxBytes = 10 * 1024 * 1024;

export const rentalDocumentFieldsSchema = strictObject({ kind: oneOf(rentalDocumentKinds) });
export type RentalDocumentFields = z.infer<typeof rentalDocumentFieldsSchema>;

export const rentalDocumentView = z
  .object({
    id: z.uuid(),
    rentalId: z.uuid(),
    kind: z.enum(rentalDocumentKinds),
    ...attachedFileFields,
  })
  .meta({ id: 'RentalDocument' });
export type RentalDocumentView = z.infer<typeof rentalDocumentView>;

export const rentalDocumentListView = z.object({ data: z.array(rentalDocumentView) });
export type RentalDocumentListView = z.infer<typeof rentalDocumentListView>;

/** The PDFs the API renders: the contract at checkout, the receipt at return. */
export const rentalPdfKinds = ['contract', 'receipt'] as const;
export type RentalPdfKind = (typeof rentalPdfKinds)[number];

/** `GET /rentals/{id}/pdf/{kind}?language=`: the caller's language unless asked. */
export const rentalPdfQuerySchema = strictObject({ language: oneOf(languages).optional() });
export type RentalPdfQuery = z.infer<typeof rentalPdfQuerySchema>;

/** `POST /rentals/{id}/share`: which PDF, in which language (the caller's unless given). */
export const rentalShareSchema = strictObject({
  kind: oneOf(rentalPdfKinds),
  language: oneOf(languages).optional(),
});
export type RentalShareInput = z.infer<typeof rentalShareSchema>;

/** How long a shared PDF link stays valid. */
export const rentalShareDays = 7;

/** Answer of `POST /rentals/{id}/share`: a link anyone holding it can open until it expires. */
export const rentalShareView = z
  .object({ url: z.string(), expiresAt: timestamp })
  .meta({ id: 'RentalShareLink' });
export type RentalShareView = z.infer<typeof rentalShareView>;
