// Back-office user schemas (the password is optional on edit).
import { z } from 'zod';
import { listQuerySchema } from '../list-query.ts';
import { languages } from '../locale-lists.ts';
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

/** POST /users/{id}/password: an administrator sets a user's new password, typed twice. */
export type UserPasswordSetInput = { password: string; confirmPassword: string };

// True when an update asks to change the password (not absent, not the "keep" empty string).
export function updatesPassword(input: UserUpdateInput): input is UserUpdateInput & {
  password: string;
} {
  return typeof input.password === 'string' && input.password !== '';
}

// The users list: what sorts, what filters and with which operators.
export const userSortFields = ['createdAt', 'lastName', 'email', 'lastLoginAt'] as const;
export type UserSortField = (typeof userSortFields)[number];
export const userFilterOperators = {
  status: ['equals', 'in', 'notIn'],
  roles: ['equals', 'in'],
  email: ['contains', 'startsWith'],
  createdAt: ['gte', 'lte'],
} as const satisfies Record<string, readonly string[]>;
export type UserFilterField = keyof typeof userFilterOperators;
export const userFilterFields = Object.keys(userFilterOperators) as UserFilterField[];

// Documents the list's fixed keys; `filter[field][op]` keys are checked by parseListQuery.
export const userListQuery = listQuerySchema;

/** A back-office user as the users and permissions screens read it. */
export const userView = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    roles: z.array(z.string()),
    /** the user's own, directly granted permissions */
    permissions: z.array(z.string()),
    /** the roles' permissions plus the user's own */
    effectivePermissions: z.array(z.string()),
    status: z.enum(userStatuses),
    branchId: z.uuid().nullable(),
    preferredLanguage: z.enum(languages),
    lastLoginAt: z.iso.datetime().nullable(),
    passwordChangedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type UserView = z.infer<typeof userView>;

export const userListResponse = z.object({
  data: z.array(userView),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type UserList = z.infer<typeof userListResponse>;
