// Deleting companies from the platform: scheduled with a grace (deletionGraceDays), in bulk for
// up to 100 at once, each answered on its own; the removal itself is a scheduled job.
import { z } from 'zod';
import { id, msg, strictObject } from './common.ts';

export const companyBulkDeleteMax = 100;

/** `POST /platform/tenants/bulk-delete`: the companies to schedule for deletion. */
export const companyBulkDeleteSchema = strictObject({
  ids: z
    .array(id)
    .min(1, msg('generic.required'))
    .max(companyBulkDeleteMax, msg('generic.maxValue')),
});
export type CompanyBulkDeleteInput = z.infer<typeof companyBulkDeleteSchema>;

/** What happened to one company of a bulk deletion. */
export const companyDeleteOutcomes = ['scheduled', 'notFound', 'illegalTransition'] as const;
export type CompanyDeleteOutcome = (typeof companyDeleteOutcomes)[number];

export const companyBulkDeleteView = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      outcome: z.enum(companyDeleteOutcomes),
      /** when the company will be removed; null unless scheduled */
      deletionDueAt: z.iso.datetime().nullable(),
    }),
  ),
  scheduled: z.number().int(),
  refused: z.number().int(),
});
export type CompanyBulkDeleteView = z.infer<typeof companyBulkDeleteView>;
