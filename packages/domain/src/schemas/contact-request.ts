// The marketing site's contact and demo requests as the platform's super administrators follow
// them up: new, then contacted, then closed (GET/PATCH /platform/contact-requests).
import { z } from 'zod';
import { oneOf, pagedView, strictObject } from './common.ts';

// `privacy`: a question for the data protection officer, from the privacy page.
export const contactRequestKinds = ['contact', 'demo', 'privacy'] as const;
export type ContactRequestKind = (typeof contactRequestKinds)[number];
export const contactRequestStatuses = ['new', 'contacted', 'closed'] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

/** Each status's next steps: a request only moves forward. */
export const contactRequestMoves: Readonly<
  Record<ContactRequestStatus, readonly ContactRequestStatus[]>
> = { new: ['contacted', 'closed'], contacted: ['closed'], closed: [] };

export const contactRequestView = z
  .object({
    id: z.uuid(),
    kind: z.enum(contactRequestKinds),
    status: z.enum(contactRequestStatuses),
    name: z.string(),
    email: z.string(),
    /** company, phone and fleet size are asked by the contact and demo forms only */
    company: z.string().nullable(),
    phone: z.string().nullable(),
    fleetSize: z.string().nullable(),
    /** the privacy question's subject */
    subject: z.string().nullable(),
    message: z.string().nullable(),
    preferredDate: z.string().nullable(),
    preferredTime: z.string().nullable(),
    locale: z.string(),
    handledBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequestView = z.infer<typeof contactRequestView>;

export const contactRequestPage = pagedView(contactRequestView).extend({
  /** requests nobody has answered yet, whatever the filters (the dashboard's badge) */
  newCount: z.number().int(),
});
export type ContactRequestPage = z.infer<typeof contactRequestPage>;

export const contactRequestFilterFields = ['kind', 'status'] as const;
export type ContactRequestFilterField = (typeof contactRequestFilterFields)[number];

export const contactRequestUpdateSchema = strictObject({
  status: oneOf(contactRequestStatuses),
});
export type ContactRequestUpdateInput = z.infer<typeof contactRequestUpdateSchema>;
