// Back-office user schemas (SPEC §3 User, §5 "password optional on edit").
import { z } from 'zod';
import { userStatuses } from '../value-lists.ts';
import { newPasswordSchema } from './auth.ts';
import {
  email,
  id,
  msg,
  oneOf,
  optionalPhone,
  requiredText,
  strictObject,
  typeError,
} from './common.ts';

const names = (max: number) =>
  z
    .array(requiredText(max), { error: typeError('generic.invalidFormat') })
    .refine((items) => new Set(items).size === items.length, msg('generic.duplicateItems'));

const userFields = {
  firstName: requiredText(50),
  lastName: requiredText(50),
  email,
  phone: optionalPhone,
  roles: names(50).min(1, msg('user.rolesRequired')),
  permissions: names(100).optional(),
  status: oneOf(userStatuses).optional(),
  branchId: id.nullable().optional(),
};

export const userCreateSchema = strictObject({ ...userFields, password: newPasswordSchema });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

// An empty password on edit keeps the current one; anything else must be a valid new one.
const optionalNewPassword = z
  .string({ error: typeError('generic.invalidFormat') })
  .superRefine((value, ctx) => {
    if (value === '') return;
    const result = newPasswordSchema.safeParse(value);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message });
    }
  });

export const userUpdateSchema = strictObject({
  ...userFields,
  password: optionalNewPassword,
}).partial();
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

// True when an update asks to change the password (not absent, not the "keep" empty string).
export function updatesPassword(input: UserUpdateInput): input is UserUpdateInput & {
  password: string;
} {
  return typeof input.password === 'string' && input.password !== '';
}
