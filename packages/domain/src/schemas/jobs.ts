// Scheduled and queued work as the platform's super administrators see it
// (GET /api/v1/platform/jobs).
import { z } from 'zod';

export const jobRunStatuses = ['pending', 'running', 'done', 'failed'] as const;

/** When a job recurs: every so many milliseconds, or once a day at a UTC time (HH:MM). */
export const jobScheduleSchema = z.union([
  z.object({ everyMs: z.number().int().positive() }),
  z.object({ dailyAt: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) }),
]);
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

/** The latest attempt of a job: `pending` with an error means it failed and will be retried. */
export const jobLastRunSchema = z.object({
  jobId: z.uuid(),
  key: z.string(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime(),
  status: z.enum(jobRunStatuses),
  attempts: z.number().int(),
  error: z.string().nullable(),
});

export const platformJobSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    schedule: jobScheduleSchema.nullable(),
    maxAttempts: z.number().int(),
    lastRun: jobLastRunSchema.nullable(),
    /** the earliest time a pending item of this job is due (a retry included), if any */
    nextRunAt: z.iso.datetime().nullable(),
    pending: z.number().int(),
    running: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'PlatformJob' });
export type PlatformJob = z.infer<typeof platformJobSchema>;

export const platformJobListSchema = z.object({ data: z.array(platformJobSchema) });
export type PlatformJobList = z.infer<typeof platformJobListSchema>;
