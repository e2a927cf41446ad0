// Review contract (testimonials): a customer's stars and words about one completed
// rental, published on the customer home once staff approve them.
import { z } from 'zod';
import { msg, nonNegativeInt, optionalText, pagedView, strictObject } from './common.ts';

export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewCreateSchema = strictObject({
  rating: nonNegativeInt.min(1, msg('generic.minValue')).max(5, msg('generic.maxValue')),
  comment: optionalText(2000),
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

export const reviewSortFields = ['createdAt', 'rating'] as const;
export type ReviewSortField = (typeof reviewSortFields)[number];

export const reviewFilterFields = ['status', 'rating', 'vehicleId', 'customerId'] as const;
export type ReviewFilterField = (typeof reviewFilterFields)[number];

const reviewVehicle = z.object({ id: z.uuid(), make: z.string(), model: z.string() });

export const reviewView = z
  .object({
    id: z.uuid(),
    rentalId: z.uuid(),
    customerId: z.uuid(),
    /** the customer's full name now (null once the customer is gone) */
    customerName: z.string().nullable(),
    /** "First L.", as published */
    authorName: z.string(),
    vehicle: reviewVehicle.nullable(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    status: z.enum(reviewStatuses),
    moderatedBy: z.uuid().nullable(),
    moderatedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Review' });
export type ReviewView = z.infer<typeof reviewView>;

export const reviewListView = pagedView(reviewView);

// GET /public/testimonials: what the home shows of a published review.
export const testimonialView = z
  .object({
    id: z.uuid(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    authorName: z.string(),
    vehicle: reviewVehicle.omit({ id: true }).nullable(),
    date: z.iso.datetime(),
  })
  .meta({ id: 'Testimonial' });
export type TestimonialView = z.infer<typeof testimonialView>;

/** "Sara A.": a first name and the last name's initial, all a published review shows. */
export function authorNameOf(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
