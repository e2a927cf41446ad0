// The back office's global search (the admin header): one query across the records the
// caller may read, best matches first.
import { z } from 'zod';
import { msg, oneOf, strictObject, typeError } from './common.ts';

export const searchCategories = [
  'vehicles',
  'customers',
  'reservations',
  'rentals',
  'users',
] as const;
export type SearchCategory = (typeof searchCategories)[number];

export const searchQueryLimits = { minLength: 1, maxLength: 100, defaultLimit: 5, maxLimit: 20 };

// Query strings arrive as text; the limit is a whole number in the allowed range.
const limit = z
  .string({ error: typeError('generic.invalidNumber') })
  .regex(/^\d+$/, msg('generic.integer'))
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, msg('generic.minValue'))
      .max(searchQueryLimits.maxLimit, msg('generic.maxValue')),
  );

export const searchQuerySchema = strictObject({
  q: z
    .string({ error: typeError('generic.invalidFormat') })
    .trim()
    .min(searchQueryLimits.minLength, msg('generic.required'))
    .max(searchQueryLimits.maxLength, msg('generic.maxLength')),
  category: oneOf(['all', ...searchCategories]).default('all'),
  limit: limit.default(searchQueryLimits.defaultLimit),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  category: z.enum(searchCategories),
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** 0 to 1: 1 is an exact match, then prefix matches, then similar text */
  score: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
