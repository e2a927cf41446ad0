import { newPasswordSchema } from '@motorpool/domain/schemas/auth';
import type { FieldBag, RefineCtx } from '@motorpool/domain/schemas/common';
import {
  activityEntry,
  addIssue,
  exactPagedView,
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

// A user's activity pages count exactly (no totalCapped): the log of one person stays small.
export { activityQuery } from '@motorpool/domain/schemas/common';
export const activityResponse = exactPagedView(activityEntry);
