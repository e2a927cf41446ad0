import { newPasswordSchema } from '@motorpool/domain/schemas/auth';
import type { FieldBag, RefineCtx } from '@motorpool/domain/schemas/common';
import {
  addIssue,
  id,
  oneOf,
  stop,
  strictObject,
  typeError,
  whenObject,
} from '@motorpool/domain/schemas/common';
import { userStatuses } from '@motorpool/domain/value-lists';
import { z } from 'zod';

export { userListQuery, userListResponse, userView } from '@motorpool/domain/schemas/user';

export const userIdParams = strictObject({ id });

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean(),
  });

export const userStatusBody = strictObject({ status: oneOf(userStatuses) });

export const userPasswordBody = strictObject({
  password: newPasswordSchema,
  confirmPassword: z
    .string({ error: typeError('password.mismatch') })
    .min(1, stop('generic.required')),
}).superRefine((value: FieldBag, ctx: RefineCtx) => {
  if (value.confirmPassword !== value.password)
    addIssue(ctx, 'confirmPassword', 'password.mismatch');
}, whenObject);

export const activityQuery = strictObject({
  page: z.coerce
    .number({ error: typeError('generic.integer') })
    .int({ error: 'generic.integer' })
    .min(1, { error: 'generic.minValue' })
    .default(1),
  limit: z.coerce
    .number({ error: typeError('generic.integer') })
    .int({ error: 'generic.integer' })
    .min(1, { error: 'generic.minValue' })
    .max(100, { error: 'generic.maxValue' })
    .default(20),
});

export const activityEntry = z.object({
  id: z.uuid(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.uuid().nullable(),
  actorType: z.enum(['user', 'platform', 'system']),
  actorId: z.uuid().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime(),
});

export const activityResponse = paged(activityEntry);
