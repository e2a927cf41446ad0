import { z } from 'zod';
import { newPasswordSchema } from '@motorpool/domain/schemas/auth';
import { addIssue, stop, strictObject, whenObject } from '@motorpool/domain/schemas/common';

// POST /users/{id}/password: the new-password rules (docs/product/accounts.md) and a matching confirmation
// ('Passwords do not match'), built from the domain's own pieces.
export const setPasswordSchema = strictObject({
  password: newPasswordSchema,
  confirmPassword: z.string().min(1, stop('generic.required')),
}).superRefine((value: Record<string, unknown>, ctx) => {
  if (value.confirmPassword !== value.password)
    addIssue(ctx, 'confirmPassword', 'password.mismatch');
}, whenObject);
