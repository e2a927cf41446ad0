// Inspections at checkout and check-in: damage marks placed on a vehicle diagram, each with a
// note and photos, and the customer's signature drawn on screen.
import { z } from 'zod';
import { damageLocations, damageTypes } from '../value-lists.ts';
import { id, msg, oneOf, optionalText, strictObject, typeError } from './common.ts';

/** The diagram's views of the car: where a mark is placed. */
export const inspectionViews = ['front', 'back', 'left', 'right', 'top'] as const;
export type InspectionDiagramView = (typeof inspectionViews)[number];

export const damageSeverities = ['minor', 'moderate', 'severe'] as const;
export type DamageSeverity = (typeof damageSeverities)[number];

/** Photos per mark; the bytes are uploaded first (POST /rentals/{id}/inspection-photos). */
export const maxPhotosPerMark = 5;
export const maxMarksPerInspection = 60;
/** A drawn signature as a PNG data URL: a few kilobytes in practice. */
export const maxSignatureBytes = 300 * 1024;
export const inspectionPhotoMaxBytes = 10 * 1024 * 1024;

/** Per mille of the view's width and height, from its top-left corner (left to right). */
const diagramCoordinate = z
  .int({ error: typeError('generic.invalidNumber') })
  .min(0, msg('generic.minValue'))
  .max(1000, msg('generic.maxValue'));

export const inspectionMarkSchema = strictObject({
  /** Chosen by the screen, so a mark keeps its identity while being edited. */
  id: z.string().min(1).max(64),
  view: oneOf(inspectionViews),
  x: diagramCoordinate,
  y: diagramCoordinate,
  damageType: oneOf(damageTypes),
  location: oneOf(damageLocations),
  severity: oneOf(damageSeverities),
  note: optionalText(500),
  photoIds: z.array(id).max(maxPhotosPerMark, msg('generic.maxValue')).default([]),
  /** Return inspection only: found at return, not at checkout (priced from the catalogue). */
  isNew: z.boolean().optional(),
});
export type InspectionMarkInput = z.input<typeof inspectionMarkSchema>;
export type InspectionMark = z.output<typeof inspectionMarkSchema>;

const signaturePng = z
  .string()
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, msg('rental.signatureInvalid'))
  .max(Math.ceil((maxSignatureBytes * 4) / 3) + 32, msg('rental.signatureInvalid'));

export const inspectionInputSchema = strictObject({
  marks: z.array(inspectionMarkSchema).max(maxMarksPerInspection, msg('generic.maxValue')),
  /** Required at checkout (the customer signs the contract); optional at return. */
  signature: signaturePng.optional(),
  signedBy: optionalText(120),
});
export type InspectionInput = z.input<typeof inspectionInputSchema>;

const photoView = z.object({ id: z.uuid(), url: z.string() });

export const inspectionMarkView = z.object({
  id: z.string(),
  view: z.enum(inspectionViews),
  x: z.number().int(),
  y: z.number().int(),
  damageType: z.enum(damageTypes),
  location: z.enum(damageLocations),
  severity: z.enum(damageSeverities),
  note: z.string().nullable(),
  photos: z.array(photoView),
  isNew: z.boolean(),
});
export type InspectionMarkView = z.infer<typeof inspectionMarkView>;

export const inspectionView = z
  .object({
    stage: z.enum(['checkout', 'checkin']),
    marks: z.array(inspectionMarkView),
    /** A signed URL of the stored PNG, or null when not signed. */
    signatureUrl: z.string().nullable(),
    signedBy: z.string().nullable(),
    recordedAt: z.iso.datetime(),
    recordedBy: z.string().nullable(),
  })
  .meta({ id: 'RentalInspection' });
export type InspectionView = z.infer<typeof inspectionView>;

/** Answer of POST /rentals/{id}/inspection-photos: the id a mark's photoIds names. */
export const inspectionPhotoView = photoView.meta({ id: 'RentalInspectionPhoto' });
export type InspectionPhotoView = z.infer<typeof inspectionPhotoView>;
