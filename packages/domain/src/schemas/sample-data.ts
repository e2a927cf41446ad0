// A company's sample data (GET/POST/DELETE /tenants/current/sample-data): a small demo fleet,
// customers and bookings a new company may add to try the product, and remove in one action.
import { z } from 'zod';
import { countsOf } from './common.ts';

/** What the sample is counted by, on the settings card and in the removal's answer. */
export const sampleDataKinds = [
  'vehicles',
  'customers',
  'reservations',
  'rentals',
  'payments',
] as const;
export type SampleDataKind = (typeof sampleDataKinds)[number];

export const sampleDataCounts = countsOf(sampleDataKinds);
export type SampleDataCounts = z.infer<typeof sampleDataCounts>;

export const sampleDataView = z.object({
  /** whether the company holds sample data now */
  loaded: z.boolean(),
  /** the sample rows still there, by kind */
  counts: sampleDataCounts,
  /** no sample yet, and none of the company's own vehicles, customers or bookings */
  canLoad: z.boolean(),
});
export type SampleDataView = z.infer<typeof sampleDataView>;

export const sampleDataRemovedView = z.object({
  /** what the removal took, by kind */
  removed: sampleDataCounts,
});
export type SampleDataRemoved = z.infer<typeof sampleDataRemovedView>;
